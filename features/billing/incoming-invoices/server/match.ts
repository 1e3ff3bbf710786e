import { centsToDecimal } from "@/features/billing/invoices/server/money";
import type { CiiSummary } from "@/features/billing/e-invoicing/server/cii-read";
import type { InvoiceMatch, MatchLine } from "../formats";

export interface CallToMatch {
  /** First day of the month the call pays for, "YYYY-MM-01". */
  month: string;
  /** HT owed. */
  amountCents: number;
}

export interface Parties {
  /** The publisher as the portal knows it (the seller of its invoice). */
  publisher: { siren: string | null; vatId: string | null };
  /** Us (the buyer of its invoice): SELLER_SIREN, SELLER_VAT_ID. */
  us: { siren: string; vatId: string };
}

const euros = (c: number | null) => (c === null ? "" : `${centsToDecimal(c)} EUR`);
const lastDay = (month: string) => {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/**
 * A structured supplier invoice against the call it answers, field by field: an invoice (380) from
 * the publisher (its SIREN and VAT number when the portal has them), to us, in euros, for the HT the
 * call owes, with totals that add up and a period (when given) inside the call's month.
 */
export function matchInvoice(summary: CiiSummary, call: CallToMatch, parties: Parties): InvoiceMatch {
  const line = (field: MatchLine["field"], expected: string, found: string | null, ok?: boolean): MatchLine => ({
    field,
    expected,
    found: found ?? "",
    ok: ok ?? (expected === "" || expected === (found ?? "")),
  });
  const from = `${call.month.slice(0, 7)}-01`;
  const to = lastDay(call.month);
  const period =
    summary.periodStart && summary.periodEnd ? `${summary.periodStart} – ${summary.periodEnd}` : summary.periodStart;
  const sums =
    summary.htCents !== null && summary.ttcCents !== null
      ? summary.htCents + (summary.vatCents ?? 0) === summary.ttcCents
      : false;
  const fields = [
    line("typeCode", "380", summary.typeCode),
    line("sellerSiren", parties.publisher.siren ?? "", summary.seller.siren),
    line("sellerVat", parties.publisher.vatId ?? "", summary.seller.vatId),
    line("buyerSiren", parties.us.siren, summary.buyer.siren),
    line("buyerVat", parties.us.vatId, summary.buyer.vatId),
    line("currency", "EUR", summary.currency),
    line("htCents", euros(call.amountCents), euros(summary.htCents)),
    line("totals", "", `${euros(summary.htCents)} + ${euros(summary.vatCents)} = ${euros(summary.ttcCents)}`, sums),
    line(
      "period",
      `${from} – ${to}`,
      period ?? "",
      // An invoice need not state its period; one that does must be the call's month.
      !summary.periodStart || (summary.periodStart >= from && (summary.periodEnd ?? summary.periodStart) <= to),
    ),
  ];
  return { ok: fields.every((f) => f.ok), number: summary.number, fields };
}
