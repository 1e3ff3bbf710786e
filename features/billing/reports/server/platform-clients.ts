import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { ReportPlatform } from "@/lib/domain/states";
import { nextMonth } from "./period";

export const CLIENTS_PAGE_SIZE = 10;

export interface PlatformClientRow {
  clientId: number;
  name: string;
  side: "advertiser" | "publisher";
  /** Valid leads of the validated month (null on Mon Gustave, which has no lead data yet). */
  validLeads: number | null;
  /** Revenue (advertiser) or cost (publisher), HT cents. */
  amountCents: number;
  /** Mon Gustave: HT of the credit notes issued on that client's invoices that month. */
  creditedCents: number;
}

/** A client's display name from users, by the client id of one platform (the society, else the person). */
const nameOf = (clientCol: string, platform: "perf" | "coreg", side: string) =>
  sql.raw(`coalesce((select coalesce(nullif(trim(u.society), ''), u.first_name || ' ' || u.last_name) from users u
    where ${
      platform === "coreg"
        ? `u.id_clien_mycoreg = ${clientCol}`
        : `(u.id_clien_myaffil = ${clientCol} or u.id_clien_myaffil_annonceur = ${clientCol} or u.id_clien_myaffil_editeur = ${clientCol})`
    } and u.law ${side === "publisher" ? "= 'af'" : "<> 'af'"} order by u.id limit 1), '')`);

/**
 * One platform's month per client (/report/rapport, rapportCoreg, rapportMongustave): for MyAffil and
 * MyCoreg the validated month's lines (advertisers' revenue, publishers' cost), largest first; for
 * Mon Gustave, which has only invoices today, each client's invoices issued that month.
 */
export interface PlatformClientPage {
  rows: PlatformClientRow[];
  total: number;
  page: number;
  revenueCents: number;
  costCents: number;
}

export async function platformClients(
  db: Db,
  platform: ReportPlatform,
  month: string,
  page: number,
): Promise<PlatformClientPage> {
  const p = Math.max(1, page);
  const offset = (p - 1) * CLIENTS_PAGE_SIZE;
  const start = `${month}-01`;
  const end = `${nextMonth(month)}-01`;
  let statement;
  if (platform === "perf" || platform === "coreg") {
    statement = sql`
      with g as (
        select l.side, l.client_id, sum(l.valid_leads)::int as valid_leads,
          sum(l.amount_cents + l.adjustment_cents)::bigint as amount
        from billing_month_lines l
        join billing_months m on m.platform = l.platform and m.month = l.month and m.status = 'validated'
        where l.platform = ${platform} and l.month = ${start}::date
        group by 1, 2)
      select g.*, 0 as credited, count(*) over () as total,
        sum(case when g.side = 'advertiser' then g.amount else 0 end) over () as revenue,
        sum(case when g.side = 'publisher' then g.amount else 0 end) over () as cost,
        case when g.side = 'advertiser' then ${nameOf("g.client_id", platform, "advertiser")}
          else ${nameOf("g.client_id", platform, "publisher")} end as name
      from g order by g.side, g.amount desc, g.client_id
      limit ${CLIENTS_PAGE_SIZE} offset ${offset}`;
  } else if (platform === "mongustave") {
    statement = sql`
      with g as (
        select i.client_id, max(i.buyer_name) as name, sum(i.ht_cents)::bigint as invoiced,
          coalesce(sum((select sum(cn.ht_cents) from credit_notes cn where cn.invoice_id = i.id
            and cn.issued_at >= (${start}::timestamp at time zone 'Europe/Paris')
            and cn.issued_at < (${end}::timestamp at time zone 'Europe/Paris'))), 0)::bigint as credited
        from invoices i
        where i.platform = 'mongustave' and i.issue_date >= ${start}::date and i.issue_date < ${end}::date
        group by 1)
      select 'advertiser' as side, client_id, null::int as valid_leads, invoiced - credited as amount, credited, name,
        count(*) over () as total, sum(invoiced - credited) over () as revenue, 0 as cost
      from g order by amount desc, client_id
      limit ${CLIENTS_PAGE_SIZE} offset ${offset}`;
  } else {
    return { rows: [], total: 0, page: 1, revenueCents: 0, costCents: 0 };
  }
  const rows = rowsOf<{
    side: "advertiser" | "publisher";
    client_id: number;
    valid_leads: number | null;
    amount: string;
    credited: string | number;
    name: string | null;
    total: string;
    revenue: string;
    cost: string | number;
  }>(await db.execute(statement));
  // A page past the end still needs the totals: ask page 1's window once.
  if (!rows.length && p > 1) return platformClients(db, platform, month, 1).then((r) => ({ ...r, rows: [], page: p }));
  return {
    rows: rows.map<PlatformClientRow>((r) => ({
      clientId: Number(r.client_id),
      name: r.name ?? "",
      side: r.side,
      validLeads: r.valid_leads == null ? null : Number(r.valid_leads),
      amountCents: Number(r.amount),
      creditedCents: Number(r.credited),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: p,
    revenueCents: Number(rows[0]?.revenue ?? 0),
    costCents: Number(rows[0]?.cost ?? 0),
  };
}
