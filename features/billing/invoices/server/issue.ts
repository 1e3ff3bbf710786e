import { invoiceLines, invoices } from "@/lib/db/schema";
import type { BillingPlatform, InvoiceSource } from "@/lib/domain/states";
import { audit } from "@/lib/security/audit";
import { storeIssuedDocument } from "@/features/billing/issued-documents";
import { queueDeposit } from "@/features/billing/e-invoicing";
import type { Buyer } from "./buyer";
import { priceLine, totalsOf, type LineInput } from "./money";
import { nextNumber, type Tx } from "./numbering";
import { parisDay } from "@/lib/domain/paris-time";

/** Payment term: 30 days after the issue date (French B2B default, art. L441-10 Code de commerce). */
export const PAYMENT_TERM_DAYS = 30;

export interface IssueInput {
  platform: BillingPlatform;
  clientId: number;
  buyer: Buyer;
  lines: LineInput[];
  source: InvoiceSource;
  sourceMonth?: string | null;
  prepaymentId?: number | null;
  /** The invoice it replaces (the e-invoicing corrective path), cancelled by a credit note first. */
  replacesInvoiceId?: number | null;
  /** "YYYY-MM-DD" (Paris date); today by default. */
  issueDate?: string;
  /**
   * Runs once the invoice and its lines are written, before its document is: what the document
   * must already say (the acomptes a final invoice deducts) is recorded here.
   */
  beforeDocument?: (tx: Tx, invoice: { id: number; ttcCents: number }) => Promise<void>;
  actorId: number | null;
  ip?: string | null;
}

export interface IssuedInvoice {
  id: number;
  number: string;
  seq: number;
  platform: BillingPlatform;
  clientId: number;
  htCents: number;
  vatCents: number;
  amountCents: number;
}

/** Today's date in Paris, "YYYY-MM-DD" (invoices are dated in French time). */
export function parisDate(at = new Date()): string {
  return parisDay(at);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Issues one invoice inside the caller's transaction: takes the platform's next number, writes the
 * invoice, its priced lines, its PDF and XML as they will be served from now on, its deposit on the
 * e-invoicing platform (queued) and the audit row. Throws (and so rolls the number back) when the
 * total is not positive.
 */
export async function issueInvoice(tx: Tx, input: IssueInput): Promise<IssuedInvoice> {
  const lines = input.lines.map((l) => priceLine(l));
  const totals = totalsOf(lines);
  if (lines.length === 0 || totals.ttcCents <= 0) throw new RangeError("an invoice must have a positive total");
  const { seq, number } = await nextNumber(tx, input.platform, "invoice");
  const issueDate = input.issueDate ?? parisDate();
  const [row] = await tx
    .insert(invoices)
    .values({
      clientId: input.clientId,
      platform: input.platform,
      number,
      seq,
      amountCents: totals.ttcCents,
      htCents: totals.htCents,
      vatCents: totals.vatCents,
      status: "receiving",
      issueDate,
      dueDate: addDays(issueDate, PAYMENT_TERM_DAYS),
      source: input.source,
      sourceMonth: input.sourceMonth ?? null,
      prepaymentId: input.prepaymentId ?? null,
      replacesInvoiceId: input.replacesInvoiceId ?? null,
      buyerName: input.buyer.name,
      buyerAddress: input.buyer.address,
      buyerLine1: input.buyer.postal.line1,
      buyerPostcode: input.buyer.postal.postcode,
      buyerCity: input.buyer.postal.city,
      buyerCountry: input.buyer.postal.country,
      createdBy: input.actorId,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    lines.map((l, i) => ({
      invoiceId: row!.id,
      position: i + 1,
      label: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      htCents: l.htCents,
      vatRateBp: l.vatRateBp,
      vatCents: l.vatCents,
    })),
  );
  await input.beforeDocument?.(tx, { id: row!.id, ttcCents: totals.ttcCents });
  const doc = await storeIssuedDocument(tx, "invoice", row!.id);
  await queueDeposit(tx, "invoice", row!.id, {
    number,
    issueDate: doc.issueDate,
    buyerCountry: doc.buyer.postal.country,
  });
  await audit(tx, {
    actorId: input.actorId,
    action: "invoice_issued",
    ip: input.ip,
    targetType: "invoice",
    targetId: String(row!.id),
    details: { number, platform: input.platform, clientId: input.clientId, ttcCents: totals.ttcCents },
  });
  return {
    id: row!.id,
    number,
    seq,
    platform: input.platform,
    clientId: input.clientId,
    htCents: totals.htCents,
    vatCents: totals.vatCents,
    amountCents: totals.ttcCents,
  };
}
