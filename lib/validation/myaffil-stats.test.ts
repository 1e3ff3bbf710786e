import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "@/features/myaffil/stats/server/leads";
import { daysInRange, myaffilStatsInputSchema, statsRangeSchema } from "./myaffil-stats";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);

describe("statistics ranges", () => {
  it("counts both ends", () => {
    expect(daysInRange("2026-01-01", "2026-01-01")).toBe(1);
    expect(daysInRange("2024-02-28", "2024-03-01")).toBe(3);
    // The autumn clock change does not shorten a day.
    expect(daysInRange("2026-10-24", "2026-10-26")).toBe(3);
  });

  it("accepts up to 366 days, in order, of real dates", () => {
    expect(statsRangeSchema.safeParse({ from: "2025-03-31", to: "2026-03-31" }).success).toBe(true);
    expect(issues(statsRangeSchema.safeParse({ from: "2025-03-30", to: "2026-03-31" }))).toEqual([
      "to:myaffilStats.errors.rangeTooLong",
    ]);
    expect(issues(statsRangeSchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }))).toEqual([
      "to:myaffilStats.errors.rangeOrder",
    ]);
    expect(issues(statsRangeSchema.safeParse({ from: "2026-02-29", to: "2026-03-01" }))).toEqual([
      "from:myaffilStats.errors.day",
    ]);
    expect(issues(statsRangeSchema.safeParse({ from: "01/03/2026", to: "2026-03-01" }))).toContain(
      "from:myaffilStats.errors.day",
    );
  });

  it("knows the dimensions and refuses crossing one with itself", () => {
    const base = { from: "2026-01-01", to: "2026-01-31" };
    expect(myaffilStatsInputSchema.safeParse({ ...base, groupBy: "program", thenBy: "publisher" }).success).toBe(true);
    expect(myaffilStatsInputSchema.safeParse({ ...base, groupBy: "country" }).success).toBe(false);
    expect(issues(myaffilStatsInputSchema.safeParse({ ...base, groupBy: "program", thenBy: "program" }))).toEqual([
      "thenBy:myaffilStats.errors.sameDimension",
    ]);
  });
});

describe("contact masking for publishers", () => {
  it("keeps the first letter and the domain of an e-mail", () => {
    expect(maskEmail("jean.dupont@exemple.fr")).toBe("j***@exemple.fr");
    expect(maskEmail("@x.fr")).toBe("***");
    expect(maskEmail(null)).toBeNull();
  });
  it("keeps the prefix and last two digits of a phone", () => {
    expect(maskPhone("+33612345678")).toBe("+336******78");
    expect(maskPhone("12345")).toBe("*****");
  });
});
