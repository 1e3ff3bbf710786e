import { describe, expect, it } from "vitest";
import { addDays, defaultRange, presetOf, presetRange } from "./date-range-presets";

describe("date range presets", () => {
  const today = "2026-03-01";
  it("crosses month and leap boundaries", () => {
    expect(addDays(today, -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
  it("computes each preset", () => {
    expect(presetRange("yesterday", today)).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(presetRange("last7", today)).toEqual({ from: "2026-02-23", to: today });
    expect(presetRange("thisMonth", today)).toEqual({ from: "2026-03-01", to: today });
    expect(presetRange("lastMonth", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("last90", today).from).toBe("2025-12-02");
  });
  it("recognises a preset and the default range", () => {
    expect(defaultRange(30, today)).toEqual(presetRange("last30", today));
    expect(presetOf({ from: "2026-02-01", to: "2026-02-28" }, today)).toBe("lastMonth");
    expect(presetOf({ from: "2026-02-02", to: "2026-02-28" }, today)).toBeNull();
  });
});
