import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { rowsOf } from "@/lib/db/rows";

/** A buyer whose balance row disagrees with its ledger (the ledger is the truth). */
export interface BalanceDrift {
  userId: number;
  balanceCents: number;
  ledgerCents: number;
  entries: number;
  ledgerEntries: number;
}

/**
 * Every buyer whose market_balances row differs from the sum (or the count) of its ledger rows,
 * including a ledger without a row and a row without a ledger. One pass over the ledger: a nightly
 * job, never a request.
 */
export async function findBalanceDrift(db: Db): Promise<BalanceDrift[]> {
  const rows = rowsOf<{ user_id: number; balance: string; ledger: string; entries: number; ledger_entries: number }>(
    await db.execute(sql`
      select coalesce(b.user_id, l.user_id) as user_id, coalesce(b.balance_cents, 0) as balance,
        coalesce(l.total, 0) as ledger, coalesce(b.entries, 0) as entries, coalesce(l.n, 0) as ledger_entries
      from market_balances b
      full join (select user_id, sum(amount_cents) as total, count(*)::int as n from balance_ledger group by user_id) l
        on l.user_id = b.user_id
      where coalesce(b.balance_cents, 0) <> coalesce(l.total, 0) or coalesce(b.entries, 0) <> coalesce(l.n, 0)
      order by 1`),
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    balanceCents: Number(r.balance),
    ledgerCents: Number(r.ledger),
    entries: Number(r.entries),
    ledgerEntries: Number(r.ledger_entries),
  }));
}

/**
 * The nightly check: finds any drift, and when there is some logs an error per buyer and writes
 * one `ledger.balance_drift` entry to the audit log (shown on /Logs) with the buyers and figures.
 * It never repairs: a drift means a bug or a hand edit to investigate, and the ledger is the truth
 * (the back-fill of migration 0012 is the repair, if one is decided). Returns what it found.
 */
export async function checkBalanceDrift(db: Db, now = new Date()): Promise<BalanceDrift[]> {
  const drift = await findBalanceDrift(db);
  if (drift.length === 0) {
    logger.info({ at: now.toISOString() }, "market balances agree with the ledger");
    return drift;
  }
  for (const d of drift) logger.error(d, "market balance drift: the balance row disagrees with the ledger");
  await db.insert(auditLog).values({
    at: now,
    actorId: null,
    action: "ledger.balance_drift",
    targetType: "market_balances",
    targetId: drift.length === 1 ? String(drift[0]!.userId) : null,
    details: { buyers: drift.length, drift: drift.slice(0, 100) },
  });
  return drift;
}
