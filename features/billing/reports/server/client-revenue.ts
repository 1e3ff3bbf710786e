import { dueOf } from "@/features/billing/amounts-due";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { BILLING_PLATFORMS, type BillingPlatform } from "@/lib/domain/states";
import { DAY_RE } from "./period";

export const REVENUE_PAGE_SIZE = 10;
export const REVENUE_CSV_CAP = 10_000;
export const REVENUE_SORTS = ["name", "platform", "invoices", "net", "paid", "due"] as const;

export const clientRevenueSchema = z.object({
  /** Issue dates, both included. */
  from: z.string().regex(DAY_RE),
  to: z.string().regex(DAY_RE),
  platform: z.enum(BILLING_PLATFORMS).nullish(),
  search: z.string().max(100).nullish(),
  sort: z.enum(REVENUE_SORTS).nullish(),
  dir: z.enum(["asc", "desc"]).nullish(),
});
export type ClientRevenueFilter = z.infer<typeof clientRevenueSchema>;

export interface ClientRevenueRow {
  platform: BillingPlatform;
  clientId: number;
  name: string;
  invoices: number;
  htCents: number;
  /** HT of the credit notes on those invoices (whenever issued). */
  creditedCents: number;
  /** ht − credited: the client's revenue over the period. */
  netCents: number;
  ttcCents: number;
  /** TTC of the paid invoices, less their credit notes. */
  paidCents: number;
  /** TTC still owed (receiving and overdue), less their credit notes. */
  dueCents: number;
  /** The /report/AvancesClient path of the client's account (null when no account holds the client id). */
  advancesPath: string | null;
}

// Sort keys are a closed list mapped to columns: never interpolated from the request.
const ORDER: Record<(typeof REVENUE_SORTS)[number], string> = {
  name: "lower(g.name)",
  platform: "g.platform",
  invoices: "g.invoices",
  net: "(g.ht - g.credited_ht)",
  paid: "g.paid",
  due: "g.due",
};

function grouped(f: ClientRevenueFilter): SQL {
  const q = f.search?.trim();
  return sql`
    with g as (
      select i.platform, i.client_id, max(i.buyer_name) as name, count(*)::int as invoices,
        sum(i.ht_cents)::bigint as ht, sum(i.amount_cents)::bigint as ttc,
        sum(coalesce(cn.ht, 0))::bigint as credited_ht,
        sum(i.paid_cents)::bigint as paid,
        sum(${dueOf("i")})::bigint as due,
        max(case when i.platform = 'perf' then i.id end) as last_perf,
        max(case when i.platform = 'coreg' then i.id end) as last_coreg
      from invoices i
      left join lateral (select sum(ht_cents) as ht, sum(amount_cents) as ttc from credit_notes where invoice_id = i.id) cn on true
      where i.issue_date >= ${f.from}::date and i.issue_date <= ${f.to}::date
        ${f.platform ? sql`and i.platform = ${f.platform}` : sql``}
        ${q ? sql`and (i.buyer_name ilike ${`%${q}%`} or i.client_id::text = ${q})` : sql``}
      group by i.platform, i.client_id)`;
}

/** The advertiser account holding a platform's client id (same rule as the invoices' buyer). */
const ACCOUNT = sql`
  left join lateral (
    select u.id, coalesce(u.id_clien_myaffil_annonceur, u.id_clien_myaffil) as perf, u.id_clien_mycoreg as coreg from users u
    where u.law <> 'af' and (
      (g.platform in ('perf','mongustave') and (u.id_clien_myaffil = g.client_id or u.id_clien_myaffil_annonceur = g.client_id))
      or (g.platform = 'coreg' and u.id_clien_mycoreg = g.client_id)
      or (g.platform = 'market' and u.id_clien_leadmarket = g.client_id))
    order by u.id limit 1) a on true`;

type Raw = {
  platform: BillingPlatform;
  client_id: number;
  name: string | null;
  invoices: number;
  ht: string;
  ttc: string;
  credited_ht: string;
  paid: string;
  due: string;
  last_perf: number | null;
  last_coreg: number | null;
  account: number | null;
  perf: number | null;
  coreg: number | null;
};

function rowOf(r: Raw): ClientRevenueRow {
  const n = (v: number | null) => (v == null ? 0 : Number(v));
  return {
    platform: r.platform,
    clientId: Number(r.client_id),
    name: r.name ?? "",
    invoices: Number(r.invoices),
    htCents: Number(r.ht),
    creditedCents: Number(r.credited_ht),
    netCents: Number(r.ht) - Number(r.credited_ht),
    ttcCents: Number(r.ttc),
    paidCents: Number(r.paid),
    dueCents: Number(r.due),
    // The legacy URL: /{client}/{platform}/{id_facture_perf}/{id_facture_coreg}/{id_perf}/{id_coreg}, 0 for none.
    advancesPath:
      r.account == null
        ? null
        : `/report/AvancesClient/${r.account}/${r.platform}/${n(r.last_perf)}/${n(r.last_coreg)}/${n(r.perf)}/${n(r.coreg)}`,
  };
}

const select = (f: ClientRevenueFilter) => {
  const dir = f.dir === "asc" ? "asc" : "desc";
  return sql`${grouped(f)}
    select g.*, a.id as account, a.perf, a.coreg from g ${ACCOUNT}
    order by ${sql.raw(ORDER[f.sort ?? "net"])} ${sql.raw(dir)}, g.platform, g.client_id`;
};

/** Revenue per client over a period (/report/CaClient), sorted, 10 per page, with the filter's totals. */
export async function clientRevenue(db: Db, f: ClientRevenueFilter, page: number) {
  const p = Math.max(1, page);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${select(f)} limit ${REVENUE_PAGE_SIZE} offset ${(p - 1) * REVENUE_PAGE_SIZE}`),
    db.execute(sql`${grouped(f)} select count(*)::int as n, coalesce(sum(ht - credited_ht), 0)::bigint as net,
      coalesce(sum(paid), 0)::bigint as paid, coalesce(sum(due), 0)::bigint as due from g`),
  ]);
  const t = rowsOf<{ n: number; net: string; paid: string; due: string }>(totals)[0];
  return {
    rows: rowsOf<Raw>(rows).map(rowOf),
    total: Number(t?.n ?? 0),
    page: p,
    netCents: Number(t?.net ?? 0),
    paidCents: Number(t?.paid ?? 0),
    dueCents: Number(t?.due ?? 0),
  };
}

/** Every row of the filter, for the CSV. */
export async function allClientRevenue(db: Db, f: ClientRevenueFilter): Promise<ClientRevenueRow[]> {
  return rowsOf<Raw>(await db.execute(sql`${select(f)} limit ${REVENUE_CSV_CAP}`)).map(rowOf);
}
