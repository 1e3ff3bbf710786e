import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, type Acompte } from "./acomptes";

const acomptes = fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 12 }).map((amounts) =>
  amounts.map<Acompte>((availableCents, i) => ({
    id: i + 1,
    number: `WM-${i}`,
    issueDate: "2026-11-01",
    availableCents,
  })),
);

describe("acomptes deducted by a final invoice, for any acomptes and total", () => {
  it("deduct what they can up to the invoice's TTC, oldest first, never more than each has left", () => {
    fc.assert(
      fc.property(acomptes, fc.integer({ min: 1, max: 3_000_000 }), (list, ttc) => {
        const parts = allocate(list, ttc);
        const prepaid = parts.reduce((s, p) => s + p.cents, 0);
        const available = list.reduce((s, a) => s + a.availableCents, 0);
        expect(prepaid).toBe(Math.min(ttc, available));
        parts.forEach((p, i) => {
          expect(p.acompte).toBe(list[i]);
          expect(p.cents).toBeGreaterThan(0);
          expect(p.cents).toBeLessThanOrEqual(p.acompte.availableCents);
          // Only the last one used may be used in part.
          if (i < parts.length - 1) expect(p.cents).toBe(p.acompte.availableCents);
        });
        expect(ttc - prepaid).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
