import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { MONTH_PLATFORMS, PUBLISHER_PAYMENT_STATUSES } from "@/lib/domain/states";
import { DAY_RE } from "./period";

export const PAYMENTS_PAGE_SIZE = 10;
export const PAYMENTS_CSV_CAP = 10_000;

export const paymentFilterSchema = z.object({
  platform: z.enum(MONTH_PLATFORMS).nullish(),
  status: z.enum(PUBLISHER_PAYMENT_STATUSES).nullish(),
  /** Requested between these Paris days, both included. */
  from: z.string().regex(DAY_RE).nullish(),
  to: z.string().regex(DAY_RE).nullish(),
  search: z.string().max(100).nullish(),
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export interface PaymentRow {
  id: number;
  platform: "perf" | "coreg";
  publisherClientId: number;
  publisherName: string;
  /** The validated month the payment settles ("YYYY-MM"), when it came from an invoice call. */
  month: string | null;
  amountCents: number;
  status: "waiting" | "paid";
  requestedAt: Date;
  paidAt: Date | null;
}

function whereOf(f: PaymentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.platform) parts.push(sql`p.platform = ${f.platform}`);
  if (f.status) parts.push(sql`p.status = ${f.status}`);
  if (f.from) parts.push(sql`p.requested_at >= (${f.from}::timestamp at time zone 'Europe/Paris')`);
  if (f.to) parts.push(sql`p.requested_at < ((${f.to}::date + 1)::timestamp at time zone 'Europe/Paris')`);
  const q = f.search?.trim();
  if (q) parts.push(sql`(n.name ilike ${`%${q}%`} or p.publisher_client_id::text = ${q})`);
  return sql.join(parts, sql` and `);
}

// The publisher behind a payment: the af account holding that client id on the payment's platform.
const FROM = sql`
  from publisher_payments p
  join invoice_calls c on c.id = p.invoice_call_id
  left join lateral (
    select coalesce(nullif(trim(u.society), ''), u.first_name || ' ' || u.last_name) as name from users u
    where (p.platform = 'coreg' and u.id_clien_mycoreg = p.publisher_client_id)
      or (p.platform = 'perf' and (u.id_clien_myaffil = p.publisher_client_id or u.id_clien_myaffil_editeur = p.publisher_client_id))
    order by (u.law = 'af') desc, u.id limit 1) n on true`;

type Raw = {
  id: number;
  platform: "perf" | "coreg";
  publisher_client_id: number;
  name: string | null;
  month: string | null;
  amount_cents: string;
  status: "waiting" | "paid";
  requested_at: string | Date;
  paid_at: string | Date | null;
};

const rowOf = (r: Raw): PaymentRow => ({
  id: Number(r.id),
  platform: r.platform,
  publisherClientId: Number(r.publisher_client_id),
  publisherName: r.name ?? "",
  month: r.month,
  amountCents: Number(r.amount_cents),
  status: r.status,
  requestedAt: new Date(r.requested_at),
  paidAt: r.paid_at ? new Date(r.paid_at) : null,
});

const SELECT = sql`select p.id, p.platform, p.publisher_client_id, n.name, to_char(c.month, 'YYYY-MM') as month,
  p.amount_cents, p.status, p.requested_at, p.paid_at`;

/** Publisher payments (/report/payments), newest request first, with the totals of the whole filter. */
export async function listPublisherPayments(db: Db, f: PaymentFilter, page: number) {
  const p = Math.max(1, page);
  const where = whereOf(f);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${SELECT} ${FROM} where ${where} order by p.requested_at desc, p.id desc
      limit ${PAYMENTS_PAGE_SIZE} offset ${(p - 1) * PAYMENTS_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n,
        coalesce(sum(case when p.status = 'waiting' then p.amount_cents end), 0)::bigint as waiting,
        coalesce(sum(case when p.status = 'paid' then p.amount_cents end), 0)::bigint as paid
      ${FROM} where ${where}`),
  ]);
  const t = rowsOf<{ n: number; waiting: string; paid: string }>(totals)[0];
  return {
    rows: rowsOf<Raw>(rows).map(rowOf),
    total: Number(t?.n ?? 0),
    page: p,
    waitingCents: Number(t?.waiting ?? 0),
    paidCents: Number(t?.paid ?? 0),
  };
}

/** Every payment of the filter for the CSV (capped), oldest first as an accountant reads them. */
export async function allPublisherPayments(db: Db, f: PaymentFilter): Promise<PaymentRow[]> {
  const rows = await db.execute(
    sql`${SELECT} ${FROM} where ${whereOf(f)} order by p.requested_at, p.id limit ${PAYMENTS_CSV_CAP}`,
  );
  return rowsOf<Raw>(rows).map(rowOf);
}
