import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { issueInvoice } from "@/features/billing/invoices/server/issue";
import {
  balanceLedger,
  billingMonthLines,
  billingMonths,
  creditNotes,
  invoiceCalls,
  publisherPayments,
} from "@/lib/db/schema";
import type { BillingPlatform, LEDGER_KINDS, MonthPlatform } from "@/lib/domain/states";

type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A month of lines on both sides (advertiser revenue, publisher cost), validated unless told otherwise. */
export async function monthWithLines(
  db: Db,
  platform: MonthPlatform,
  month: string,
  lines: { side: "advertiser" | "publisher"; clientId: number; amountCents: number; adjustmentCents?: number }[],
  opts: { validated?: boolean } = {},
) {
  await db.insert(billingMonths).values({ platform, month, status: "open" });
  if (lines.length)
    await db.insert(billingMonthLines).values(
      lines.map((l, i) => ({
        platform,
        month,
        side: l.side,
        clientId: l.clientId,
        programId: i + 1,
        leads: 10,
        validLeads: 8,
        amountCents: l.amountCents,
        adjustmentCents: l.adjustmentCents ?? 0,
        adjustmentReason: l.adjustmentCents ? "Invalidations acceptées" : null,
      })),
    );
  if (opts.validated !== false)
    await db
      .update(billingMonths)
      .set({ status: "validated", validatedAt: new Date() })
      .where(and(eq(billingMonths.platform, platform), eq(billingMonths.month, month)));
}

/** An invoice of one line issued on a given day. */
export async function invoiceOn(
  db: Db,
  platform: BillingPlatform,
  clientId: number,
  issueDate: string,
  quantity: number,
  unitPriceCents: number,
) {
  const buyer = await buyerOf(db, platform, clientId);
  return db.transaction((tx) =>
    issueInvoice(tx, {
      platform,
      clientId,
      buyer,
      lines: [{ label: "Prestations", quantity, unitPriceCents }],
      source: "legacy",
      issueDate,
      actorId: null,
    }),
  );
}

/** A credit note of htCents on an invoice, dated `at` (the issue time is what the report cuts by). */
export async function creditNoteAt(db: Db, invoiceId: number, htCents: number, at: Date, actorId: number) {
  const n = await issueCreditNote(db, { invoiceId, htCents, reason: "gesture", comment: "" }, { id: actorId });
  await db.update(creditNotes).set({ issuedAt: at }).where(eq(creditNotes.id, n.id));
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, n.id));
  return row!;
}

/**
 * A publisher payment as the invoice-call workflow leaves it: the call (of a month that exists) with
 * its uploaded invoice, the payment naming the call, the call naming the payment; paid at `paidAt`
 * (null: waiting, the call receiving).
 */
export async function publisherPayment(
  db: Db,
  p: {
    platform: "perf" | "coreg";
    month: string;
    clientId: number;
    userId: number;
    amountCents: number;
    paidAt: Date | null;
  },
) {
  const [call] = await db
    .insert(invoiceCalls)
    .values({
      platform: p.platform,
      month: p.month,
      publisherClientId: p.clientId,
      publisherUserId: p.userId,
      amountCents: p.amountCents,
      status: "submitted",
      invoiceFile: "test.pdf",
      invoiceFileName: "facture.pdf",
      invoiceUploadedAt: new Date(),
    })
    .returning({ id: invoiceCalls.id });
  const [pay] = await db
    .insert(publisherPayments)
    .values({
      platform: p.platform,
      publisherClientId: p.clientId,
      amountCents: p.amountCents,
      status: p.paidAt ? "paid" : "waiting",
      paidAt: p.paidAt,
      requestedAt: p.paidAt ?? new Date(),
      invoiceCallId: call!.id,
    })
    .returning({ id: publisherPayments.id });
  await db
    .update(invoiceCalls)
    .set({ status: p.paidAt ? "paid" : "receiving", paymentId: pay!.id })
    .where(eq(invoiceCalls.id, call!.id));
}

/** A marketplace ledger movement at a given time (the balance row follows through its trigger). */
export async function ledgerAt(db: Db, userId: number, kind: LedgerKind, amountCents: number, at: string) {
  await db.insert(balanceLedger).values({
    userId,
    kind,
    amountCents,
    createdAt: new Date(at),
    reason: kind === "adjustment" ? "test" : null,
  });
}
