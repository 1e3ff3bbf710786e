import { describe, expect, it } from "vitest";
import { asQuantity, centsToDecimal, priceLine, totalsOf, vatOf } from "./money";

describe("invoice money rules", () => {
  it.each([
    [100, 20], // 1,00 € → 0,20 €
    [1, 0], // 0,2 ct rounds down
    [2, 0], // 0,4 ct
    [3, 1], // 0,6 ct rounds up
    [5, 1], // 1,0 ct exactly
    [7, 1], // 1,4 ct
    [8, 2], // 1,6 ct
    [1_001, 200], // 200,2 ct
    [1_003, 201], // 200,6 ct
    [2_5, 5], // 5,0 ct
    [-3, -1], // a negative adjustment rounds away from zero too
    [-7, -1],
    [123_456_789, 24_691_358], // 24 691 357,8 ct
  ])("VAT 20 %% of %i ct HT is %i ct (to the cent, halves away from zero)", (ht, vat) => {
    expect(vatOf(ht)).toBe(vat);
  });

  it("rounds an exact half up: 2,5 ct HT at 20 % is 0,5 ct → 1 ct", () => {
    expect(vatOf(25, 2000)).toBe(5);
    expect(vatOf(5, 1000)).toBe(1); // 0,5 ct at 10 %
    expect(vatOf(-5, 1000)).toBe(-1);
  });

  it("refuses fractions of a cent", () => {
    expect(() => vatOf(1.5)).toThrow(RangeError);
    expect(() => priceLine({ label: "x", quantity: 1, unitPriceCents: 0.5 })).toThrow(RangeError);
    expect(() => priceLine({ label: "x", quantity: 0, unitPriceCents: 100 })).toThrow(RangeError);
  });

  it("rounds each line, and the totals are the sums of the lines", () => {
    const lines = [
      priceLine({ label: "a", quantity: 3, unitPriceCents: 1 }), // 3 ct HT → 0,6 ct → 1 ct
      priceLine({ label: "b", quantity: 3, unitPriceCents: 1 }),
      priceLine({ label: "c", quantity: 1, unitPriceCents: 1_000 }),
    ];
    expect(lines.map((l) => l.vatCents)).toEqual([1, 1, 200]);
    // Per line: 1 + 1 + 200 = 202 ct (on the whole 1 006 ct it would be 201 ct): the rule is per line.
    expect(totalsOf(lines)).toEqual({ htCents: 1_006, vatCents: 202, ttcCents: 1_208 });
  });

  it("turns a month line into quantity × unit price only when it divides exactly", () => {
    expect(asQuantity(7_700, 7)).toEqual({ quantity: 7, unitPriceCents: 1_100 });
    expect(asQuantity(1_001, 3)).toEqual({ quantity: 1, unitPriceCents: 1_001 });
    expect(asQuantity(500, 0)).toEqual({ quantity: 1, unitPriceCents: 500 });
  });

  it("prints cents as a decimal amount", () => {
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-140)).toBe("-1.40");
  });
});
