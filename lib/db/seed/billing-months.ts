import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { adjustLine, validateMonth } from "@/features/billing/billing-months/server/validate";
import { syncOpenMonth } from "@/features/billing/billing-months/server/sync";
import { createInvoiceCalls } from "@/features/billing/invoice-calls/server/generate";
import {
  acceptInvoice,
  payInvoiceCall,
  refuseInvoice,
  uploadInvoice,
} from "@/features/billing/invoice-calls/server/workflow";
import { env } from "@/lib/config/env";
import type { MonthPlatform } from "@/lib/domain/states";
import type { Db } from "../client";
import {
  bankDetailsVersions,
  billingMonthLines,
  billingMonths,
  coregMonthlyFigures,
  invoiceCalls,
  myaffilPrograms,
  publisherPayments,
} from "../schema";
import { seededRandom } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ADMIN = { id: 1 };
/** MyCoreg clients of the demo accounts: advertisers 601–603, publisher 901 (editeur@). */
const COREG_ADVERTISERS = [601, 602, 603];
const COREG_PUBLISHERS = [901];
/** Perf publishers of the demo accounts (editeur@, multi@ as publisher, the two other publishers). */
const PERF_PUBLISHERS = [801, 802, 803, 804];

const monthsBack = (now: Date, k: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1)).toISOString().slice(0, 10);

/** A small real invoice PDF, as a publisher would upload it. */
async function invoicePdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 16, font });
  page.drawText("Facture éditeur — prestation de diffusion (démo)", { x: 56, y: 740, size: 11, font });
  return doc.save({ updateFieldAppearances: false });
}

/**
 * A month whose leads predate the roll-up (the demo keeps 90 days of leads): its figures are laid out
 * as the earlier platform validated them, then frozen like any other month.
 */
async function historicMonth(tx: Tx, platform: MonthPlatform, month: string, seed: number) {
  const r = seededRandom(seed);
  await tx.insert(billingMonths).values({ platform, month });
  const programs = await tx
    .select({ id: myaffilPrograms.id, advertiser: myaffilPrograms.advertiserClientId })
    .from(myaffilPrograms)
    .where(inArray(myaffilPrograms.advertiserClientId, [501, 502, 503]))
    .orderBy(asc(myaffilPrograms.id))
    .limit(4);
  const lines: (typeof billingMonthLines.$inferInsert)[] = [];
  for (const p of programs) {
    const leads = r.int(40, 260);
    const valid = leads - r.int(0, Math.floor(leads / 10));
    lines.push({
      platform,
      month,
      side: "advertiser",
      clientId: p.advertiser,
      programId: p.id,
      leads,
      validLeads: valid,
      amountCents: valid * r.int(800, 2_400),
    });
    for (const pub of PERF_PUBLISHERS.slice(0, 2 + (p.id % 3))) {
      const pl = r.int(5, Math.max(6, Math.floor(leads / 3)));
      const pv = pl - r.int(0, Math.floor(pl / 8));
      lines.push({
        platform,
        month,
        side: "publisher",
        clientId: pub,
        programId: p.id,
        leads: pl,
        validLeads: pv,
        amountCents: pv * r.int(400, 1_200),
      });
    }
  }
  if (lines.length) await tx.insert(billingMonthLines).values(lines);
  await tx
    .update(billingMonths)
    .set({ status: "validated", validatedAt: nextMonthDay(month, 5), validatedBy: ADMIN.id })
    .where(and(eq(billingMonths.platform, platform), eq(billingMonths.month, month)));
  await createInvoiceCalls(tx, platform, month);
}

/** The `day`th of the month after `month`, 09:00 UTC. */
function nextMonthDay(month: string, day: number): Date {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, day, 9));
}

/**
 * Six months of validated statistics on MyAffil and MyCoreg (the current month stays open), with one
 * adjustment, the publishers' invoice calls in every state (uploaded PDFs stored like real uploads),
 * and a history of bank details. Months with roll-up data go through the real validation.
 */
export async function seedBillingMonths(tx: Tx, now: Date, seed: number): Promise<void> {
  const r = seededRandom(seed + 12);
  const months = Array.from({ length: 6 }, (_, k) => monthsBack(now, 6 - k)); // oldest first

  // MyCoreg's own figures: six closed months plus the current one.
  const figures: (typeof coregMonthlyFigures.$inferInsert)[] = [];
  for (const month of [...months, monthsBack(now, 0)]) {
    let publisherLeads = 0;
    for (const client of COREG_ADVERTISERS) {
      const leads = r.int(120, 900);
      const valid = leads - r.int(0, Math.floor(leads / 12));
      publisherLeads += valid;
      figures.push({
        month,
        side: "advertiser",
        clientId: client,
        leads,
        validLeads: valid,
        amountCents: valid * r.int(150, 450),
      });
    }
    for (const client of COREG_PUBLISHERS) {
      const valid = Math.floor(publisherLeads * 0.6);
      figures.push({
        month,
        side: "publisher",
        clientId: client,
        leads: valid,
        validLeads: valid,
        amountCents: valid * r.int(60, 140),
      });
    }
  }
  await tx.insert(coregMonthlyFigures).values(figures);

  for (const [k, month] of months.entries()) {
    const [{ n } = { n: 0 }] = (
      (await tx.execute(
        sql`select count(*)::int as n from perf_stats_daily where day >= ${month}::date and day < (${month}::date + interval '1 month')`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    if (n > 0) {
      if (k === months.length - 1) {
        // Last month: one publisher line corrected before validation (leads invalidated late).
        await syncOpenMonth(tx, "perf", month);
        const [line] = await tx
          .select({ id: billingMonthLines.id, amount: billingMonthLines.amountCents })
          .from(billingMonthLines)
          .where(
            and(
              eq(billingMonthLines.platform, "perf"),
              eq(billingMonthLines.month, month),
              eq(billingMonthLines.side, "publisher"),
            ),
          )
          .orderBy(asc(billingMonthLines.id))
          .limit(1);
        if (line && line.amount >= 1_000)
          await adjustLine(tx, ADMIN, {
            lineId: line.id,
            adjustmentCents: -Math.floor(line.amount / 10),
            reason: "Leads invalidés par l'annonceur après clôture",
          });
      }
      await validateMonth(tx, ADMIN, { platform: "perf", month });
    } else {
      await historicMonth(tx, "perf", month, seed + k);
    }
    await validateMonth(tx, ADMIN, { platform: "coreg", month });
  }

  await seedBankHistory(tx, now);
  await walkInvoiceCalls(tx);
}

/** editeur@ changed its RIB once; multi@ has international details; both as versions. */
async function seedBankHistory(tx: Tx, now: Date) {
  const DAY = 86_400_000;
  await tx.insert(bankDetailsVersions).values([
    {
      userId: 6,
      kind: "fr",
      accountOwner: "Leroy Médias",
      bankName: "Banque Populaire",
      rib: "10907000011234567890152",
      createdBy: 6,
      createdAt: new Date(now.getTime() - 400 * DAY),
      validUntil: new Date(now.getTime() - 300 * DAY),
    },
    {
      userId: 6,
      kind: "fr",
      accountOwner: "Leroy Médias",
      bankName: "Crédit Agricole",
      rib: "30006000011234567890189",
      createdBy: 6,
      createdAt: new Date(now.getTime() - 300 * DAY),
    },
    {
      userId: 7,
      kind: "intl",
      accountOwner: "Moreau Digital",
      bankName: "ING Belgique",
      iban: "BE71096123456769",
      swift: "BBRUBEBB",
      vatSubject: true,
      vatNumber: "BE0123456789",
      createdBy: 7,
      createdAt: new Date(now.getTime() - 250 * DAY),
    },
  ]);
}

/**
 * Moves the demo publishers' calls through their states, oldest first (perf and coreg alike):
 * paid, receiving (accepted, payment waiting), submitted, refused, then waiting for the invoice.
 * Every publisher payment of the demo is made here, by the workflow, so each one belongs to its
 * call; only editeur@ and multi@ (paid to its IBAN) have bank details, so only they are paid.
 */
async function walkInvoiceCalls(tx: Tx) {
  const dataDir = env().DATA_DIR;
  const admin = { id: ADMIN.id, admin: true };
  const plan: Record<number, ("paid" | "receiving" | "submitted" | "refused")[]> = {
    6: ["paid", "paid", "paid", "paid", "receiving", "receiving", "submitted", "refused"],
    7: ["paid", "paid", "receiving", "submitted"],
    8: ["receiving", "submitted"],
    10: ["receiving"],
  };
  for (const [userId, steps] of Object.entries(plan)) {
    const calls = await tx
      .select({ id: invoiceCalls.id, month: invoiceCalls.month, platform: invoiceCalls.platform })
      .from(invoiceCalls)
      .where(eq(invoiceCalls.publisherUserId, Number(userId)))
      .orderBy(asc(invoiceCalls.month), asc(invoiceCalls.platform));
    for (const [i, step] of steps.entries()) {
      const call = calls[i];
      if (!call) break;
      const owner = { id: Number(userId), admin: false };
      const bytes = await invoicePdf(`Facture ${call.platform.toUpperCase()}-${call.month.slice(0, 7)}-${userId}`);
      await uploadInvoice(tx, dataDir, owner, {
        callId: call.id,
        bytes,
        fileName: `facture-${call.month.slice(0, 7)}.pdf`,
      });
      if (step === "submitted") continue;
      if (step === "refused") {
        await refuseInvoice(tx, admin, call.id, "Le numéro de TVA intracommunautaire manque sur la facture");
        continue;
      }
      await acceptInvoice(tx, admin, call.id);
      if (step === "paid") {
        await payInvoiceCall(tx, admin, call.id);
        // Paid around the 20th of the month after the call's month.
        const [y, m] = call.month.split("-").map(Number) as [number, number];
        await tx
          .update(publisherPayments)
          .set({ paidAt: new Date(Date.UTC(y, m + 1, 20, 10)), requestedAt: new Date(Date.UTC(y, m, 8, 10)) })
          .where(eq(publisherPayments.id, sql`(select payment_id from invoice_calls where id = ${call.id})`));
      }
    }
  }
}
