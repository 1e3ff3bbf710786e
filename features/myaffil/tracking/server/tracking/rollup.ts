import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilStatsDaily, type LeadStatus } from "@/lib/db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

/** The roll-up key of perf_stats_daily, plus the program and advertiser copied beside it. */
export interface RollupKey {
  day: string;
  campaignId: number;
  programId: number;
  advertiserClientId: number;
  publisherClientId: number;
  supportId: number;
  subId: string;
}

export interface RollupFigures {
  clicks: number;
  leads: number;
  validLeads: number;
  invalidLeads: number;
  duplicateLeads: number;
  revenueCents: number;
  payoutCents: number;
}

export const ZERO: RollupFigures = {
  clicks: 0,
  leads: 0,
  validLeads: 0,
  invalidLeads: 0,
  duplicateLeads: 0,
  revenueCents: 0,
  payoutCents: 0,
};

/**
 * What one lead adds to its day's roll-up: it is always counted; its money counts only while it
 * is pending or valid and not a duplicate (invalid and duplicate leads earn nothing).
 */
export function leadFigures(lead: {
  status: LeadStatus;
  duplicate: boolean;
  revenueCents: number;
  payoutCents: number;
}): RollupFigures {
  const earns = !lead.duplicate && lead.status !== "invalid";
  return {
    clicks: 0,
    leads: 1,
    validLeads: lead.status === "valid" ? 1 : 0,
    invalidLeads: lead.status === "invalid" ? 1 : 0,
    duplicateLeads: lead.duplicate ? 1 : 0,
    revenueCents: earns ? lead.revenueCents : 0,
    payoutCents: earns ? lead.payoutCents : 0,
  };
}

export function diffFigures(after: RollupFigures, before: RollupFigures): RollupFigures {
  return {
    clicks: after.clicks - before.clicks,
    leads: after.leads - before.leads,
    validLeads: after.validLeads - before.validLeads,
    invalidLeads: after.invalidLeads - before.invalidLeads,
    duplicateLeads: after.duplicateLeads - before.duplicateLeads,
    revenueCents: after.revenueCents - before.revenueCents,
    payoutCents: after.payoutCents - before.payoutCents,
  };
}

export function addFigures(a: RollupFigures, b: RollupFigures): RollupFigures {
  return diffFigures(a, diffFigures(ZERO, b));
}

const isZero = (f: RollupFigures) => Object.values(f).every((v) => v === 0);

/**
 * Adds figures to one roll-up row, creating it when missing. Call it in the transaction of the
 * raw write so that the roll-up never drifts from perf_clicks / perf_leads.
 */
export async function bumpRollups(tx: Exec, rows: { key: RollupKey; figures: RollupFigures }[]): Promise<void> {
  // One statement may not touch the same row twice: add up the figures of equal keys first.
  const merged = new Map<string, { key: RollupKey; figures: RollupFigures }>();
  for (const r of rows) {
    const k = keyString(r.key);
    const m = merged.get(k);
    if (m) m.figures = addFigures(m.figures, r.figures);
    else merged.set(k, { key: r.key, figures: { ...r.figures } });
  }
  const values = [...merged.values()].filter((r) => !isZero(r.figures)).map((r) => ({ ...r.key, ...r.figures }));
  if (!values.length) return;
  const add = (col: keyof RollupFigures) => sql.raw(`perf_stats_daily.${snake(col)} + excluded.${snake(col)}`);
  await tx
    .insert(myaffilStatsDaily)
    .values(values)
    .onConflictDoUpdate({
      target: [
        myaffilStatsDaily.day,
        myaffilStatsDaily.campaignId,
        myaffilStatsDaily.publisherClientId,
        myaffilStatsDaily.supportId,
        myaffilStatsDaily.subId,
      ],
      set: {
        clicks: add("clicks"),
        leads: add("leads"),
        validLeads: add("validLeads"),
        invalidLeads: add("invalidLeads"),
        duplicateLeads: add("duplicateLeads"),
        revenueCents: add("revenueCents"),
        payoutCents: add("payoutCents"),
      },
    });
}

/**
 * The upsert of one roll-up row as a statement to embed: a click or a lead writes its row and its
 * roll-up in one statement (`with … insert`), one round trip, atomic without a transaction of its own.
 */
export function rollupUpsert(key: RollupKey, f: RollupFigures): SQL {
  return sql`insert into perf_stats_daily (day, campaign_id, program_id, advertiser_client_id, publisher_client_id,
      support_id, sub_id, clicks, leads, valid_leads, invalid_leads, duplicate_leads, revenue_cents, payout_cents)
    values (${key.day}, ${key.campaignId}, ${key.programId}, ${key.advertiserClientId}, ${key.publisherClientId},
      ${key.supportId}, ${key.subId}, ${f.clicks}, ${f.leads}, ${f.validLeads}, ${f.invalidLeads}, ${f.duplicateLeads},
      ${f.revenueCents}, ${f.payoutCents})
    on conflict (day, campaign_id, publisher_client_id, support_id, sub_id) do update set
      clicks = perf_stats_daily.clicks + excluded.clicks,
      leads = perf_stats_daily.leads + excluded.leads,
      valid_leads = perf_stats_daily.valid_leads + excluded.valid_leads,
      invalid_leads = perf_stats_daily.invalid_leads + excluded.invalid_leads,
      duplicate_leads = perf_stats_daily.duplicate_leads + excluded.duplicate_leads,
      revenue_cents = perf_stats_daily.revenue_cents + excluded.revenue_cents,
      payout_cents = perf_stats_daily.payout_cents + excluded.payout_cents`;
}

export { rowsOf } from "@/lib/db/rows";

function snake(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A stable string of a roll-up key, to add up several leads of the same row before writing. */
export const keyString = (k: RollupKey) =>
  [k.day, k.campaignId, k.publisherClientId, k.supportId, k.subId].join("\u0000");
