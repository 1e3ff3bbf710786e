import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices, myaffilPrograms, prepayments, users } from "@/lib/db/schema";
import type { MonthPlatform } from "@/lib/domain/states";
import { validatedLines, type ValidatedLine } from "@/features/billing/billing-months/server/validated-lines";
import { monthStart } from "@/features/billing/billing-months/server/month";
import { conflict, notFound } from "./errors";
import { isUniqueViolation } from "@/features/identity/sign-up/server/accounts";
import { buyerOf } from "./buyer";
import { issueInvoice, type IssuedInvoice } from "./issue";
import { asQuantity, type LineInput } from "./money";

export interface Actor {
  id: number | null;
  ip?: string | null;
}

/** "octobre 2026" / "October 2026": the period printed on a month's lines. */
export function monthLabel(month: string, locale: "fr" | "en"): string {
  const d = new Date(`${month}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}

/** One invoice line per program (and one for its adjustment, with its reason), in the buyer's language. */
function linesOf(
  platform: MonthPlatform,
  rows: ValidatedLine[],
  programNames: Map<number, string>,
  month: string,
  locale: "fr" | "en",
): LineInput[] {
  const period = monthLabel(month, locale);
  const out: LineInput[] = [];
  for (const r of rows) {
    const what =
      r.programId != null
        ? (programNames.get(r.programId) ?? `#${r.programId}`)
        : platform === "mongustave"
          ? locale === "fr"
            ? "Leads Mon Gustave"
            : "Mon Gustave leads"
          : locale === "fr"
            ? "Leads co-registration"
            : "Co-registration leads";
    const leads = locale === "fr" ? `${r.validLeads} leads valides` : `${r.validLeads} valid leads`;
    if (r.amountCents > 0)
      out.push({ label: `${what} — ${period} (${leads})`, ...asQuantity(r.amountCents, r.validLeads) });
    if (r.adjustmentCents !== 0) {
      const adj = locale === "fr" ? "Ajustement" : "Adjustment";
      out.push({
        label: `${adj} ${what}: ${r.adjustmentReason ?? ""}`.trim(),
        quantity: 1,
        unitPriceCents: r.adjustmentCents,
      });
    }
  }
  return out;
}

/**
 * The invoices of a validated month (side advertiser), one per client, or only the given client's.
 * Each client's invoice is its own transaction (its number is taken there); a client already invoiced
 * for that month is skipped, so generating twice issues nothing new. Throws MONTH_NOT_VALIDATED for an
 * open month.
 */
export async function generateMonthInvoices(
  db: Db,
  q: { platform: MonthPlatform; month: string; clientId?: number; issueDate?: string },
  actor: Actor,
): Promise<{ issued: IssuedInvoice[]; skipped: number[] }> {
  const month = monthStart(q.month);
  const rows = await validatedLines(db, { platform: q.platform, month, side: "advertiser", clientId: q.clientId });
  const byClient = new Map<number, ValidatedLine[]>();
  for (const r of rows) if (r.totalCents > 0) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r]);
  const programIds = [...new Set(rows.map((r) => r.programId).filter((p): p is number => p != null))];
  const programNames = new Map(
    programIds.length
      ? (
          await db
            .select({ id: myaffilPrograms.id, name: myaffilPrograms.name })
            .from(myaffilPrograms)
            .where(inArray(myaffilPrograms.id, programIds))
        ).map((p) => [p.id, p.name] as const)
      : [],
  );
  const issued: IssuedInvoice[] = [];
  const skipped: number[] = [];
  for (const [clientId, lines] of byClient) {
    const done = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.platform, q.platform),
          eq(invoices.clientId, clientId),
          eq(invoices.source, "month"),
          eq(invoices.sourceMonth, month),
        ),
      );
    if (done.length) {
      skipped.push(clientId);
      continue;
    }
    const buyer = await buyerOf(db, q.platform, clientId);
    try {
      const inv = await db.transaction((tx) =>
        issueInvoice(tx, {
          platform: q.platform,
          clientId,
          buyer,
          lines: linesOf(q.platform, lines, programNames, month, buyer.language),
          source: "month",
          sourceMonth: month,
          issueDate: q.issueDate,
          actorId: actor.id,
          ip: actor.ip,
        }),
      );
      issued.push(inv);
    } catch (e) {
      // Another generation of the same month issued this client's invoice meanwhile (one per client
      // and month: invoices_month_uq). Its transaction, number included, is undone: skipped, not a 500.
      if (!isUniqueViolation(e)) throw e;
      skipped.push(clientId);
    }
  }
  return { issued, skipped };
}

/**
 * The Weedo market invoice of one validated prepayment (the advertiser's top-up, HT): a facture
 * d'acompte (TypeCode 386), paid at issue since the money arrived before the validation. Once per
 * prepayment (unique index); refused for a prepayment not validated.
 */
export async function generatePrepaymentInvoice(
  db: Db,
  prepaymentId: number,
  actor: Actor,
  opts: { issueDate?: string } = {},
): Promise<IssuedInvoice> {
  const [p] = await db
    .select({
      id: prepayments.id,
      status: prepayments.status,
      amountCents: prepayments.amountCents,
      reference: prepayments.reference,
      decidedAt: prepayments.decidedAt,
      client: users.idClienLeadmarket,
      language: users.language,
    })
    .from(prepayments)
    .innerJoin(users, eq(users.id, prepayments.userId))
    .where(eq(prepayments.id, prepaymentId));
  if (!p) throw notFound();
  if (p.status !== "validated") throw conflict("This prepayment is not validated", "PREPAYMENT_NOT_VALIDATED");
  if (!p.client) throw conflict("This advertiser has no marketplace client id", "NOT_MARKET_CLIENT");
  const [done] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.prepaymentId, prepaymentId));
  if (done) throw conflict("This prepayment is already invoiced", "ALREADY_INVOICED");
  const buyer = await buyerOf(db, "market", p.client);
  const label =
    (p.language === "en" ? "Weedo market prepayment" : "Prépaiement Weedo market") +
    (p.reference ? ` ${p.reference}` : "");
  return db.transaction(async (tx) => {
    const inv = await issueInvoice(tx, {
      platform: "market",
      clientId: p.client,
      buyer,
      lines: [{ label, quantity: 1, unitPriceCents: p.amountCents }],
      source: "prepayment",
      prepaymentId,
      issueDate: opts.issueDate,
      actorId: actor.id,
      ip: actor.ip,
    });
    // The prepayment was received before it was validated: its invoice asks for nothing.
    await tx
      .update(invoices)
      .set({
        status: "paid",
        paidAt: p.decidedAt ?? new Date(),
        paidBy: actor.id,
        paidCents: inv.amountCents,
        paymentReference: p.reference ?? `PREPAIEMENT-${p.id}`,
      })
      .where(eq(invoices.id, inv.id));
    return inv;
  });
}
