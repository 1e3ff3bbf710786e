import { sql } from "drizzle-orm";
import { VAT_RATE } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";

export interface Balance {
  /** Cents, excluding VAT: the sum of the ledger, read from its balance row. */
  soldeHt: number;
  soldeTtc: number;
  /** Cents, excluding VAT, of the last validated prepayment; null when there is none. */
  lastPrepaiement: number | null;
}

export const withVat = (cents: number) => Math.round(cents * (1 + VAT_RATE));

/**
 * The top bar's balance (getSoldeactuel) and the dashboards': the buyer's market_balances row
 * (kept with the ledger in the same transaction by trigger, so O(1) however long the history) and
 * its last validated prepayment, in one statement.
 */
export async function getBalance(db: Db, userId: number): Promise<Balance> {
  const [row] = rowsOf<{ balance: string | number | null; last: string | number | null }>(
    await db.execute(
      sql`select (select balance_cents from market_balances where user_id = ${userId}::int) as balance,
        (select amount_cents from prepayments where user_id = ${userId}::int and status = 'validated'
          order by decided_at desc, id desc limit 1) as last`,
    ),
  );
  const soldeHt = Number(row?.balance ?? 0);
  return { soldeHt, soldeTtc: withVat(soldeHt), lastPrepaiement: row?.last != null ? Number(row.last) : null };
}
