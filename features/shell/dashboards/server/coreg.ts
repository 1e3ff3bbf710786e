import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { InvoiceCallStatus } from "@/lib/domain/states";

/** How many months the co-registration dashboards show (the current one included). */
export const COREG_MONTHS = 12;

export interface CoregMonth {
  /** YYYY-MM. */
  month: string;
  /** The MyCoreg month review: open (figures may still move) or validated (frozen, invoiced, paid). */
  status: "open" | "validated";
  leads: number;
  validLeads: number;
  /** Advertisers' side, HT cents: the reviewed lines (with their adjustments) once the review has them. */
  revenueCents: number;
  /** Publishers' side, HT cents, likewise. */
  publisherCostCents: number;
}

// Reviewed lines win over the platform's raw figures: they carry the administrators' adjustments,
// and once the month is validated they are what invoices and invoice calls were made from.
const reviewed = (which: SQL) => sql`(
  select sum(l.amount_cents + l.adjustment_cents) from billing_month_lines l
  where l.platform = 'coreg' and l.month = f.month and ${which})`;

const since = sql`(date_trunc('month', (now() at time zone 'Europe/Paris')) - make_interval(months => ${COREG_MONTHS - 1}))::date`;

/** MyCoreg's figures of every client per month, oldest first, in one statement (administrators). */
export async function coregMonths(db: Db): Promise<CoregMonth[]> {
  const rows = rowsOf<{
    month: string;
    status: string | null;
    leads: number;
    valid_leads: number;
    revenue: number;
    cost: number;
  }>(
    await db.execute(sql`
      select to_char(f.month, 'YYYY-MM') as month, b.status,
        coalesce(sum(f.leads) filter (where f.side = 'advertiser'), 0)::int as leads,
        coalesce(sum(f.valid_leads) filter (where f.side = 'advertiser'), 0)::int as valid_leads,
        coalesce(${reviewed(sql`l.side = 'advertiser'`)}, sum(f.amount_cents) filter (where f.side = 'advertiser'), 0)::float8 as revenue,
        coalesce(${reviewed(sql`l.side = 'publisher'`)}, sum(f.amount_cents) filter (where f.side = 'publisher'), 0)::float8 as cost
      from coreg_monthly_figures f
      left join billing_months b on b.platform = 'coreg' and b.month = f.month
      where f.month >= ${since}
      group by f.month, b.status
      order by f.month`),
  );
  return rows.map((r) => ({
    month: r.month,
    status: r.status === "validated" ? "validated" : "open",
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    revenueCents: Number(r.revenue),
    publisherCostCents: Number(r.cost),
  }));
}

export interface CoregClientFigures {
  side: "advertiser" | "publisher";
  clientId: number;
  name: string;
  leads: number;
  validLeads: number;
  amountCents: number;
}

/** Each client's figures of one month (YYYY-MM), the largest amounts first, advertisers then publishers. */
export async function coregClients(db: Db, month: string): Promise<CoregClientFigures[]> {
  const rows = rowsOf<{
    side: "advertiser" | "publisher";
    client_id: number;
    name: string | null;
    leads: number;
    valid_leads: number;
    amount: number;
  }>(
    await db.execute(sql`
      select f.side, f.client_id, f.leads, f.valid_leads,
        coalesce(${reviewed(sql`l.side = f.side and l.client_id = f.client_id`)}, f.amount_cents)::float8 as amount,
        (select coalesce(nullif(u.society, ''), trim(concat(u.first_name, ' ', u.last_name)))
           from users u where u.id_clien_mycoreg = f.client_id
           and u.law = case when f.side = 'advertiser' then 'an' else 'af' end order by u.id limit 1) as name
      from coreg_monthly_figures f
      where f.month = ${`${month}-01`}::date
      order by f.side, amount desc, f.client_id`),
  );
  return rows.map((r) => ({
    side: r.side,
    clientId: Number(r.client_id),
    name: r.name || `#${r.client_id}`,
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    amountCents: Number(r.amount),
  }));
}

export interface CoregPublisherMonth {
  month: string;
  status: "open" | "validated";
  leads: number;
  validLeads: number;
  earningsCents: number;
  /** Its invoice call for the month, once the month is validated. */
  callStatus: InvoiceCallStatus | null;
}

/** One publisher's co-registration months (its coreg client id), oldest first, in one statement. */
export async function coregPublisherMonths(db: Db, coregClient: number): Promise<CoregPublisherMonth[]> {
  const rows = rowsOf<{
    month: string;
    status: string | null;
    leads: number;
    valid_leads: number;
    earnings: number;
    call_status: InvoiceCallStatus | null;
  }>(
    await db.execute(sql`
      select to_char(f.month, 'YYYY-MM') as month, b.status, f.leads, f.valid_leads,
        coalesce(${reviewed(sql`l.side = 'publisher' and l.client_id = f.client_id`)}, f.amount_cents)::float8 as earnings,
        c.status as call_status
      from coreg_monthly_figures f
      left join billing_months b on b.platform = 'coreg' and b.month = f.month
      left join invoice_calls c on c.platform = 'coreg' and c.month = f.month and c.publisher_client_id = f.client_id
      where f.side = 'publisher' and f.client_id = ${coregClient}::int and f.month >= ${since}
      order by f.month`),
  );
  return rows.map((r) => ({
    month: r.month,
    status: r.status === "validated" ? "validated" : "open",
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    earningsCents: Number(r.earnings),
    callStatus: r.call_status,
  }));
}
