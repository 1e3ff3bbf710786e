import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { parisMonth } from "@/lib/domain/paris-time";
import { monthNotOver } from "@/features/billing/billing-months/server/errors";
import { monthStart } from "@/features/billing/billing-months/server/month";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { conflict } from "@/features/billing/invoices/server/errors";
import { monthLabel, type Actor } from "@/features/billing/invoices/server/generate";
import { issueInvoice, type IssuedInvoice } from "@/features/billing/invoices/server/issue";
import { asQuantity, type LineInput } from "@/features/billing/invoices/server/money";
import { isUniqueViolation } from "@/features/identity/sign-up/server/accounts";
import { allocate, availableAcomptes, recordDeductions } from "./acomptes";
import { billedCents, monthConsumption, type Consumption } from "./consumption";
import { unInvoicedPrepayments } from "./months";

/** The final invoice's lines: the leads bought, then what came off them, in the buyer's language. */
export function settlementLines(c: Consumption, month: string, locale: "fr" | "en"): LineInput[] {
  const fr = locale === "fr";
  const period = monthLabel(month, locale);
  const lines: LineInput[] = [];
  if (c.salesCents > 0)
    lines.push({
      label: fr
        ? `Leads Weedo market — ${period} (${c.leads} leads)`
        : `Weedo market leads — ${period} (${c.leads} leads)`,
      ...asQuantity(c.salesCents, c.leads),
    });
  if (c.promoCents > 0)
    lines.push({
      label: fr ? "Remises (codes promotionnels)" : "Discounts (promo codes)",
      quantity: 1,
      unitPriceCents: -c.promoCents,
    });
  if (c.refundCents > 0)
    lines.push({
      label: fr ? `Leads invalidés remboursés (${c.refunds})` : `Invalidated leads refunded (${c.refunds})`,
      quantity: 1,
      unitPriceCents: -c.refundCents,
    });
  for (const a of c.adjustments)
    if (a.cents !== 0)
      lines.push({
        label: `${fr ? "Ajustement" : "Adjustment"} : ${a.reason}`.trim(),
        quantity: 1,
        unitPriceCents: -a.cents,
      });
  return lines;
}

/**
 * The Weedo market final invoices of a month that has ended (facture de solde): one per buyer that
 * consumed something, billing the leads it bought less discounts, refunds and adjustments, and
 * deducting the factures d'acompte of its prepayments that have not been spent yet, oldest first
 * (BT-113, named on the document); what they do not cover is due in 30 days, and an invoice they
 * cover entirely is settled at issue. Each buyer's invoice is its own transaction; a buyer invoiced
 * for that month already is skipped, so generating twice issues nothing new. Refused while the
 * month is not over (its figures still move) and while a prepayment received before its end has no
 * facture d'acompte (it would not be deducted).
 */
export async function generateMarketMonthInvoices(
  db: Db,
  q: { month: string; clientId?: number; issueDate?: string; now?: Date },
  actor: Actor,
): Promise<{ issued: IssuedInvoice[]; skipped: number[] }> {
  const month = monthStart(q.month);
  if (month >= parisMonth(q.now ?? new Date())) throw monthNotOver();
  const waiting = await unInvoicedPrepayments(db, month, q.clientId);
  if (waiting > 0)
    throw conflict(
      `${waiting} prepayment(s) received before the month's end have no facture d'acompte yet: invoice them first`,
      "PREPAYMENTS_NOT_INVOICED",
    );
  const issued: IssuedInvoice[] = [];
  const skipped: number[] = [];
  for (const c of await monthConsumption(db, month, q.clientId)) {
    if (billedCents(c) <= 0) continue;
    const [done] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.platform, "market"),
          eq(invoices.clientId, c.clientId),
          eq(invoices.source, "month"),
          eq(invoices.sourceMonth, month),
        ),
      );
    if (done) {
      skipped.push(c.clientId);
      continue;
    }
    const buyer = await buyerOf(db, "market", c.clientId);
    try {
      issued.push(
        await db.transaction((tx) =>
          issueInvoice(tx, {
            platform: "market",
            clientId: c.clientId,
            buyer,
            lines: settlementLines(c, month, buyer.language),
            source: "month",
            sourceMonth: month,
            issueDate: q.issueDate,
            actorId: actor.id,
            ip: actor.ip,
            beforeDocument: async (t, invoice) => {
              const parts = allocate(await availableAcomptes(t, c.clientId), invoice.ttcCents);
              const prepaid = parts.reduce((s, p) => s + p.cents, 0);
              if (!prepaid) return;
              await recordDeductions(t, invoice.id, parts);
              const covered = prepaid === invoice.ttcCents;
              await t
                .update(invoices)
                .set({
                  prepaidCents: prepaid,
                  ...(covered
                    ? { status: "paid" as const, paidAt: sql`now()`, paidBy: actor.id, paymentReference: "ACOMPTES" }
                    : {}),
                })
                .where(eq(invoices.id, invoice.id));
            },
          }),
        ),
      );
    } catch (e) {
      // Another generation issued this buyer's invoice meanwhile (invoices_month_uq): skipped.
      if (!isUniqueViolation(e)) throw e;
      skipped.push(c.clientId);
    }
  }
  return { issued, skipped };
}
