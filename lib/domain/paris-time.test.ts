import { describe, expect, it } from "vitest";
import { parisClock, parisDay, parisMonth } from "./paris-time";

describe("the business clock (Europe/Paris)", () => {
  it("gives the Paris day across midnight and the daylight-saving changes", () => {
    expect(parisDay(new Date("2026-11-24T22:59:59Z"))).toBe("2026-11-24");
    expect(parisDay(new Date("2026-11-24T23:00:00Z"))).toBe("2026-11-25");
    // Summer time: UTC+2.
    expect(parisDay(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(parisDay(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    expect(parisMonth(new Date("2026-01-31T23:30:00Z"))).toBe("2026-02-01");
  });

  it("gives the ISO weekday and the 24-hour hour", () => {
    // Monday 2026-11-23, 00:30 in Paris; Sunday 2026-11-29, 23:10 in Paris.
    expect(parisClock(new Date("2026-11-22T23:30:00Z"))).toEqual({ weekday: 1, hour: 0 });
    expect(parisClock(new Date("2026-11-29T22:10:00Z"))).toEqual({ weekday: 7, hour: 23 });
  });
});
