import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCiiXml } from "./pdf/cii-xml";
import { seller } from "./pdf/seller";
import { priceLine, totalsOf, vatOf } from "./money";

const cents = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<ram:${tag}(?: [^>]*)?>(-?\\d+)\\.(\\d{2})</ram:${tag}>`, "g"))].map(
    (m) => Number(m[1]) * 100 + Math.sign(Number(`${m[1]}1`)) * Number(m[2]),
  );

const line = fc.record({
  label: fc.constant("Leads"),
  quantity: fc.integer({ min: 1, max: 5_000 }),
  unitPriceCents: fc.integer({ min: -50_000, max: 200_000 }),
});

describe("invoice totals, for any lines", () => {
  it("adds up: HT and VAT are the sums of the lines, each line's VAT within half a cent of its exact value", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (input) => {
        const lines = input.map((l) => priceLine(l));
        const t = totalsOf(lines);
        expect(t.htCents).toBe(lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0));
        expect(t.vatCents).toBe(lines.reduce((s, l) => s + vatOf(l.htCents), 0));
        expect(t.ttcCents).toBe(t.htCents + t.vatCents);
        for (const l of lines) expect(Math.abs(l.vatCents * 10_000 - l.htCents * 2_000)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it("writes into the XML what the document adds up to: line totals, VAT, TTC, prepaid and due", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, share) => {
          const lines = input.map((l) => priceLine(l));
          const t = totalsOf(lines);
          fc.pre(t.ttcCents > 0);
          const prepaid = Math.floor(t.ttcCents * share);
          const xml = buildCiiXml({
            typeCode: "380",
            number: "WM-000001",
            issueDate: "2026-12-01",
            dueDate: "2026-12-31",
            seller: seller(),
            buyer: {
              name: "Acme SAS",
              address: "1 rue de la Paix, 75002 Paris",
              postal: { line1: "1 rue de la Paix", postcode: "75002", city: "Paris", country: "FR" },
              vatId: "FR44732829320",
              siren: "732829320",
              clientId: 1,
            },
            lines,
            ...t,
            ...(prepaid ? { prepaidCents: prepaid, prepaidNote: "Acomptes déduits : WM-000000." } : {}),
          });
          // The lines' totals, then the document's LineTotalAmount: the first n sum to the last.
          const lineTotals = cents(xml, "LineTotalAmount");
          expect(lineTotals.slice(0, -1).reduce((s, c) => s + c, 0)).toBe(lineTotals.at(-1));
          expect(cents(xml, "TaxBasisTotalAmount")).toEqual([t.htCents]);
          expect(cents(xml, "TaxTotalAmount")).toEqual([t.vatCents]);
          expect(cents(xml, "GrandTotalAmount")).toEqual([t.ttcCents]);
          expect(cents(xml, "TotalPrepaidAmount")).toEqual(prepaid ? [prepaid] : []);
          expect(cents(xml, "DuePayableAmount")).toEqual([t.ttcCents - prepaid]);
        },
      ),
    );
  });
});
