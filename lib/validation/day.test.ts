import { describe, expect, it } from "vitest";
import { isCalendarDay, isCalendarMonth } from "./day";
import { promoCodeSchema } from "./promo-code";
import { daySchema } from "./tracking";

describe("calendar days", () => {
  it.each(["2026-02-28", "2028-02-29", "2026-12-31", "2000-02-29"])("%s exists", (d) => {
    expect(isCalendarDay(d)).toBe(true);
  });

  it.each([
    "2026-02-31",
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-1-01",
    "31/02/2026",
  ])("%s does not", (d) => expect(isCalendarDay(d)).toBe(false));

  it("months run from 01 to 12", () => {
    expect(["2026-01", "2026-12"].map(isCalendarMonth)).toEqual([true, true]);
    expect(["2026-00", "2026-13", "2026-2"].map(isCalendarMonth)).toEqual([false, false, false]);
  });

  it("the schemas that only matched the pattern refuse 31 February with their field's message", () => {
    expect(daySchema.safeParse("2026-02-31").success).toBe(false);
    const promo = promoCodeSchema.safeParse({ code: "FEV", kind: "percent", value: 10, validFrom: "2026-02-31" });
    expect(promo.success).toBe(false);
    expect(promo.error?.issues[0]).toMatchObject({ path: ["validFrom"], message: "date" });
  });
});
