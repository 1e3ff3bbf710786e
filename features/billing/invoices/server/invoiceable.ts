import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { MonthPlatform } from "@/lib/domain/states";

/**
 * A platform's validated months, newest first, with how many advertisers have something to invoice
 * and how many of them are invoiced already (what the "generate" button of /report/factures offers).
 */
export async function invoiceableMonths(db: Db, platform: MonthPlatform) {
  const res = await db.execute(sql`
    select m.platform, to_char(m.month, 'YYYY-MM-DD') as month,
      (select count(distinct l.client_id) from billing_month_lines l
        where l.platform = m.platform and l.month = m.month and l.side = 'advertiser'
          and l.amount_cents + l.adjustment_cents > 0)::int as clients,
      (select count(*) from invoices i
        where i.platform = m.platform and i.source = 'month' and i.source_month = m.month)::int as invoiced
    from billing_months m
    where m.platform = ${platform} and m.status = 'validated'
    order by m.month desc
    limit 24`);
  const rows = (
    res as unknown as { rows: { platform: MonthPlatform; month: string; clients: number; invoiced: number }[] }
  ).rows;
  return rows.map((r) => ({ ...r, clients: Number(r.clients), invoiced: Number(r.invoiced) }));
}
