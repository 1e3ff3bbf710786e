import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { generateMonthInvoices, generatePrepaymentInvoice } from "@/features/billing/invoices/server/generate";
import { addDays, issueInvoice, parisDate } from "@/features/billing/invoices/server/issue";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { nextNumber } from "@/features/billing/invoices/server/numbering";
import type { Db } from "../client";
import type { LegacyInvoice } from "./shell-data";
import { billingMonths, invoices, prepayments } from "../schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ADMIN = { id: 1 };
const DAY = 86_400_000;

/**
 * Invoices as finance staff find them: the older rows of shell-data (numbered in date order among
 * the others, then given a line and their buyer), the oldest validated MyAffil and MyCoreg months
 * invoiced and paid, Mon Gustave invoices in every state (one overdue), Weedo market invoices of
 * validated prepayments, and credit notes (a partial commercial gesture, a full cancellation). Runs after the billing months and the
 * marketplace money; deterministic (no randomness, dates from `now`).
 */
export async function seedInvoices(tx: Tx, now: Date, legacy: LegacyInvoice[]): Promise<void> {
  const db = tx as unknown as Db;
  const day = (daysAgo: number) => parisDate(new Date(now.getTime() - daysAgo * DAY));
  // Every invoice is issued in the order of its date, so that numbers follow dates in each series
  // (MA-000041 is never dated after MA-000042). A step issues the invoices of one date.
  const steps: { date: string; issue: () => Promise<void> }[] = [];

  // The older rows, numbered from the counter when their date comes.
  for (const row of legacy)
    steps.push({
      date: row.issueDate,
      issue: async () => {
        const { seq, number } = await nextNumber(tx, row.platform, "invoice");
        await tx
          .insert(invoices)
          .values({ ...row, seq, number, paidCents: row.status === "paid" ? row.amountCents : 0 });
      },
    });

  // The oldest validated month of each platform, invoiced at the start of the next month and paid.
  for (const platform of ["perf", "coreg"] as const) {
    const [m] = await tx
      .select({ month: billingMonths.month })
      .from(billingMonths)
      .where(and(eq(billingMonths.platform, platform), eq(billingMonths.status, "validated")))
      .orderBy(asc(billingMonths.month))
      .limit(1);
    if (!m) continue;
    const issueDate = addDays(m.month, 32).slice(0, 8) + "02";
    steps.push({
      date: issueDate,
      issue: async () => {
        const { issued } = await generateMonthInvoices(db, { platform, month: m.month, issueDate }, ADMIN);
        for (const inv of issued) {
          await recordPayment(
            db,
            {
              invoiceId: inv.id,
              reference: `VIR-${inv.number}`,
              paidAt: new Date(Date.parse(`${issueDate}T10:00:00Z`) + 20 * DAY),
            },
            ADMIN,
          );
        }
      },
    });
  }

  // Mon Gustave (mostly the MyAffil client of annonceur@): paid, receiving, and one overdue.
  const buyer = await buyerOf(db, "mongustave", 501);
  const mg = [
    {
      daysAgo: 95,
      label: "Campagne e-mailing Mon Gustave — envoi transactionnel",
      quantity: 42_000,
      unit: 2,
      paid: true,
    },
    { daysAgo: 48, label: "Campagne e-mailing Mon Gustave — leads qualifiés", quantity: 310, unit: 1_250, paid: false },
    { daysAgo: 6, label: "Campagne e-mailing Mon Gustave — leads qualifiés", quantity: 275, unit: 1_250, paid: false },
    // Deposited on the e-invoicing platform like every invoice since September 2026: Perrin Énergies
    // refuses the first invoice it receives there, and Moreau Digital has no SIREN (rejected, BT-47).
    {
      daysAgo: 12,
      clientId: 502,
      label: "Campagne e-mailing Mon Gustave — leads qualifiés",
      quantity: 120,
      unit: 1_250,
      paid: false,
    },
    {
      daysAgo: 9,
      clientId: 503,
      label: "Campagne e-mailing Mon Gustave — leads qualifiés",
      quantity: 80,
      unit: 1_250,
      paid: false,
    },
  ];
  for (const m of mg)
    steps.push({
      date: day(m.daysAgo),
      issue: async () => {
        const clientId = m.clientId ?? 501;
        const inv = await tx.transaction(async (t2) =>
          issueInvoice(t2, {
            platform: "mongustave",
            clientId,
            buyer: clientId === 501 ? buyer : await buyerOf(t2, "mongustave", clientId),
            lines: [{ label: m.label, quantity: m.quantity, unitPriceCents: m.unit }],
            source: "legacy",
            issueDate: day(m.daysAgo),
            actorId: ADMIN.id,
          }),
        );
        if (m.paid)
          await recordPayment(
            db,
            {
              invoiceId: inv.id,
              reference: `VIR-${inv.number}`,
              paidAt: new Date(now.getTime() - (m.daysAgo - 25) * DAY),
            },
            ADMIN,
          );
      },
    });

  // Weedo market: the first validated prepayments of marketplace clients, invoiced (paid at issue).
  const validated = await tx
    .select({ id: prepayments.id, decidedAt: prepayments.decidedAt, createdAt: prepayments.createdAt })
    .from(prepayments)
    .where(eq(prepayments.status, "validated"))
    .orderBy(asc(prepayments.createdAt), asc(prepayments.id))
    .limit(4);
  for (const p of validated) {
    const date = parisDate(p.decidedAt ?? p.createdAt);
    steps.push({
      date,
      issue: async () => {
        try {
          await generatePrepaymentInvoice(db, p.id, ADMIN, { issueDate: date });
        } catch {
          // A prepayment of an account without a marketplace client id is not invoiced.
        }
      },
    });
  }

  // Stable: steps of one date keep the order they were listed in.
  for (const step of steps.map((s, i) => ({ ...s, i })).sort((a, b) => a.date.localeCompare(b.date) || a.i - b.i))
    await step.issue();

  // The older rows: one line each, and the buyer as billed.
  await tx.execute(sql`
    insert into invoice_lines (invoice_id, position, label, quantity, unit_price_cents, ht_cents, vat_cents)
    select i.id, 1, 'Prestations', 1, i.ht_cents, i.ht_cents, i.vat_cents from invoices i
    where not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`);
  await tx.execute(sql`
    update invoices i set buyer_name = coalesce(nullif(trim(u.society), ''), u.first_name || ' ' || u.last_name),
      buyer_address = concat_ws(', ', u.address, nullif(concat_ws(' ', u.zip_code, u.city), ''))
    from users u
    where i.buyer_name = '' and u.law <> 'af' and (
      (i.platform in ('perf','mongustave') and (u.id_clien_myaffil = i.client_id or u.id_clien_myaffil_annonceur = i.client_id))
      or (i.platform = 'coreg' and u.id_clien_mycoreg = i.client_id)
      or (i.platform = 'market' and u.id_clien_leadmarket = i.client_id))`);

  // Credit notes: a commercial gesture on the latest paid MyAffil invoice, a full cancellation of a
  // MyCoreg one (invalidations accepted after invoicing).
  const pick = async (platform: "perf" | "coreg") =>
    (
      await tx
        .select({ id: invoices.id, htCents: invoices.htCents })
        .from(invoices)
        .where(and(eq(invoices.platform, platform), inArray(invoices.status, ["paid"])))
        .orderBy(desc(invoices.issueDate), desc(invoices.id))
        .limit(1)
    )[0];
  const perf = await pick("perf");
  if (perf)
    await issueCreditNote(
      db,
      {
        invoiceId: perf.id,
        htCents: Math.min(5_000, perf.htCents),
        reason: "gesture",
        comment: "Geste commercial sur la campagne de rentrée",
      },
      ADMIN,
    );
  const coreg = await pick("coreg");
  if (coreg)
    await issueCreditNote(
      db,
      {
        invoiceId: coreg.id,
        htCents: null,
        reason: "invalidation",
        comment: "Leads invalidés après facturation (doublons)",
      },
      ADMIN,
    );
}
