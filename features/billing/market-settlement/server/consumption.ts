import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { nextMonthStart } from "@/features/billing/billing-months/server/month";
import type { Tx } from "@/features/billing/invoices/server/numbering";

/** What a marketplace buyer consumed in one month, from the ledger (HT cents, positive = billed). */
export interface Consumption {
  userId: number;
  clientId: number;
  /** Leads sold and what they cost (sale debits). */
  leads: number;
  salesCents: number;
  /** Amount promo codes credited with its orders: a discount on what it bought. */
  promoCents: number;
  /** Sales refunded after an accepted invalidation. */
  refunds: number;
  refundCents: number;
  /** Administrators' adjustments, each with its reason (credits positive, as in the ledger). */
  adjustments: { reason: string; cents: number }[];
}

/** What the month's final invoice bills: sales less discounts, refunds and credit adjustments. */
export const billedCents = (c: Consumption) =>
  c.salesCents - c.promoCents - c.refundCents - c.adjustments.reduce((s, a) => s + a.cents, 0);

/**
 * Every marketplace client's consumption in a month (`month`: its first day), cut in Paris time:
 * the ledger's movements other than prepayments (which are the acomptes, invoiced apart), grouped by
 * buyer. One read; `clientId` narrows it to one client.
 */
export async function monthConsumption(db: Db | Tx, month: string, clientId?: number): Promise<Consumption[]> {
  const since = sql`(${month}::timestamp at time zone 'Europe/Paris')`;
  const until = sql`(${nextMonthStart(month)}::timestamp at time zone 'Europe/Paris')`;
  const rows = rowsOf<{
    user_id: number;
    client_id: number;
    kind: string;
    reason: string | null;
    n: number;
    cents: string;
  }>(
    await db.execute(sql`
      select l.user_id, u.id_clien_leadmarket as client_id, l.kind,
        case when l.kind = 'adjustment' then l.reason end as reason,
        count(*)::int as n, sum(l.amount_cents)::bigint as cents
      from balance_ledger l join users u on u.id = l.user_id
      where l.kind in ('sale', 'promo', 'refund', 'adjustment') and u.id_clien_leadmarket > 0
        and l.created_at >= ${since} and l.created_at < ${until}
        ${clientId === undefined ? sql`` : sql`and u.id_clien_leadmarket = ${clientId}`}
      group by 1, 2, 3, 4
      order by 1, 3, 4`),
  );
  const byUser = new Map<number, Consumption>();
  for (const r of rows) {
    const userId = Number(r.user_id);
    const c = byUser.get(userId) ?? {
      userId,
      clientId: Number(r.client_id),
      leads: 0,
      salesCents: 0,
      promoCents: 0,
      refunds: 0,
      refundCents: 0,
      adjustments: [],
    };
    const cents = Number(r.cents);
    if (r.kind === "sale") {
      c.leads = Number(r.n);
      c.salesCents = -cents;
    } else if (r.kind === "promo") c.promoCents = cents;
    else if (r.kind === "refund") {
      c.refunds = Number(r.n);
      c.refundCents = cents;
    } else c.adjustments.push({ reason: r.reason ?? "", cents });
    byUser.set(userId, c);
  }
  return [...byUser.values()];
}
