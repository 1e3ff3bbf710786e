import { closeDb, getDb } from "@/lib/db";
import { checkBalanceDrift } from "@/features/market/money/server/balance/drift";

/**
 * The nightly balance check (`npx tsx scripts/market-balance-check.ts`, e.g. from cron at 03:00):
 * compares every market_balances row with the sum of its ledger on DATABASE_URL (or the embedded
 * database), logs and audits any drift, and exits 1 when there is some so the scheduler alerts.
 */
const drift = await checkBalanceDrift(await getDb());
console.log(
  drift.length
    ? `${drift.length} buyer(s) drift: see the audit log (ledger.balance_drift)`
    : "balances agree with the ledger",
);
await closeDb();
process.exit(drift.length ? 1 : 0);
