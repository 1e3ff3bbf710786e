import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { parisMonth } from "@/lib/domain/paris-time";
import { nextMonthStart } from "@/features/billing/billing-months/server/month";

/** A marketplace buyer's validated prepayment that has no facture d'acompte yet (aliases p, u). */
const WAITING_PREPAYMENT = sql`p.status = 'validated' and u.id_clien_leadmarket > 0
  and not exists (select 1 from invoices i where i.prepayment_id = p.id)`;

export interface SettlementMonth {
  /** Its first day. */
  month: string;
  /** Buyers with something to bill that month, and how many of them have their final invoice. */
  clients: number;
  invoiced: number;
  /** Prepayments received before its end without their facture d'acompte (to invoice first). */
  prepayments_to_invoice: number;
}

/**
 * The ended months of the last year in which marketplace buyers consumed something, newest first,
 * with how many are invoiced already (what the final-invoice button of /report/facturesWeedoMarket
 * offers). Billed = −(sales, promo credits, refunds and adjustments) of the month, as on the invoice.
 */
export async function settlementMonths(db: Db, now = new Date()): Promise<SettlementMonth[]> {
  const current = parisMonth(now);
  const rows = rowsOf<{ month: string; clients: number; invoiced: number; prepayments_to_invoice: number }>(
    await db.execute(sql`
      with billed as (
        select to_char(date_trunc('month', l.created_at at time zone 'Europe/Paris'), 'YYYY-MM-DD') as month,
          u.id_clien_leadmarket as client_id
        from balance_ledger l join users u on u.id = l.user_id
        where l.kind in ('sale', 'promo', 'refund', 'adjustment') and u.id_clien_leadmarket > 0
          and l.created_at >= ((${current}::date - interval '12 months')::timestamp at time zone 'Europe/Paris')
          and l.created_at < (${current}::timestamp at time zone 'Europe/Paris')
        group by 1, 2
        having sum(l.amount_cents) < 0)
      select b.month, count(*)::int as clients,
        count(i.id)::int as invoiced,
        (select count(*) from prepayments p join users u on u.id = p.user_id
          where ${WAITING_PREPAYMENT}
            and p.decided_at < ((b.month::date + interval '1 month')::timestamp at time zone 'Europe/Paris'))::int
          as prepayments_to_invoice
      from billed b
      left join invoices i on i.platform = 'market' and i.source = 'month' and i.client_id = b.client_id
        and i.source_month = b.month::date and i.replaces_invoice_id is null
      group by b.month
      order by b.month desc`),
  );
  return rows.map((r) => ({
    month: r.month,
    clients: Number(r.clients),
    invoiced: Number(r.invoiced),
    prepayments_to_invoice: Number(r.prepayments_to_invoice),
  }));
}

/**
 * Validated prepayments of marketplace buyers received before `month` ended that have no facture
 * d'acompte: a final invoice issued now would not deduct them.
 */
export async function unInvoicedPrepayments(db: Db, month: string, clientId?: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from prepayments p join users u on u.id = p.user_id
      where ${WAITING_PREPAYMENT}
        and p.decided_at < (${nextMonthStart(month)}::timestamp at time zone 'Europe/Paris')
        ${clientId === undefined ? sql`` : sql`and u.id_clien_leadmarket = ${clientId}`}
`),
  );
  return Number(r?.n ?? 0);
}
