import { afterEach, describe, expect, it, vi } from "vitest";
import { centsToDecimal, formatDay, formatMoney, formatNumber } from "./format";

const squash = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ");

describe("formatters", () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds one Intl instance per locale and options for the whole process", async () => {
    const RealNumber = Intl.NumberFormat;
    const RealDate = Intl.DateTimeFormat;
    const built = { number: 0, date: 0 };
    vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      built.number++;
      return new RealNumber(...args);
    } as unknown as typeof Intl.NumberFormat);
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      built.date++;
      return new RealDate(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    // A fresh copy of the module: its caches start empty.
    vi.resetModules();
    const f = await import("./format");
    const afterLoad = { ...built };
    for (let i = 0; i < 50; i++) {
      f.formatMoney("fr", 12_345 + i);
      f.formatMoney("en", 12_345 + i);
      f.formatNumber("fr", i);
      f.formatDate("fr", "2026-11-24T10:00:00Z");
      f.formatDay("en", "2026-11-24", "medium");
    }
    expect(built.number - afterLoad.number).toBe(3);
    expect(built.date - afterLoad.date).toBe(2);
    expect(f.numberFormat("fr", { style: "percent" })).toBe(f.numberFormat("fr", { style: "percent" }));
    expect(f.dateTimeFormat("en", { dateStyle: "long" })).toBe(f.dateTimeFormat("en", { dateStyle: "long" }));
    expect(f.numberFormat("fr")).not.toBe(f.numberFormat("en"));
  });

  it("formats integer cents exactly, beyond what a float divided by 100 keeps", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-12_345)).toBe("-123.45");
    // The largest safe integer of cents: divided by 100 as a float it would show …409,90 €.
    expect(centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
    expect(squash(formatMoney("fr", Number.MAX_SAFE_INTEGER))).toBe("90 071 992 547 409,91 €");
    expect(squash(formatMoney("fr", 123_456))).toBe("1 234,56 €");
    expect(formatMoney("en", 123_456)).toBe("€1,234.56");
    expect(squash(formatMoney("fr", -5))).toBe("-0,05 €");
  });

  it("follows the locale for numbers and days", () => {
    expect(squash(formatNumber("fr", 1234.5))).toBe("1 234,5");
    expect(formatNumber("en", 1234.5)).toBe("1,234.5");
    expect(formatDay("fr", "2026-11-24", "medium")).toBe("24 nov. 2026");
    expect(formatDay("en", "2026-11-24", "medium")).toBe("24 Nov 2026");
  });
});
