import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilStatsDaily as d, myaffilSupports, users as u } from "@/lib/db/schema";

export interface PublisherExtractRow {
  userId: number;
  clientId: number;
  society: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: Date;
  supports: number;
  clicks: number;
  leads: number;
  validLeads: number;
  /** HT cents earned by the publisher over the range. */
  payout: number;
  revenue: number;
}

/** Every publisher (law af with a MyAffil client id) with its supports and its figures over a range. */
export async function publisherExtract(db: Db, from: string, to: string): Promise<PublisherExtractRow[]> {
  const res = await db.execute(sql`
    select ${u.id} as user_id, ${u.idClienMyaffil} as client_id, ${u.society} as society, ${u.firstName} as first_name,
      ${u.lastName} as last_name, ${u.email} as email, ${u.phone} as phone, ${u.status} as status, ${u.createdAt} as created_at,
      (select count(*)::int from ${myaffilSupports} where ${myaffilSupports.publisherClientId} = ${u.idClienMyaffil} and ${myaffilSupports.state} <> 'supprime') as supports,
      coalesce(x.clicks, 0) as clicks, coalesce(x.leads, 0) as leads, coalesce(x.valid_leads, 0) as valid_leads,
      coalesce(x.payout, 0) as payout, coalesce(x.revenue, 0) as revenue
    from ${u}
    left join (
      select ${d.publisherClientId} as client_id, sum(${d.clicks})::float8 as clicks, sum(${d.leads})::float8 as leads,
        sum(${d.validLeads})::float8 as valid_leads, sum(${d.payoutCents})::float8 as payout, sum(${d.revenueCents})::float8 as revenue
      from ${d} where ${d.day} >= ${from}::date and ${d.day} <= ${to}::date
      group by 1
    ) x on x.client_id = ${u.idClienMyaffil}
    where ${u.law} = 'af' and ${u.idClienMyaffil} is not null
    order by leads desc, ${u.society}, ${u.id}`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    userId: Number(r.user_id),
    clientId: Number(r.client_id),
    society: String(r.society ?? ""),
    firstName: String(r.first_name ?? ""),
    lastName: String(r.last_name ?? ""),
    email: String(r.email),
    phone: r.phone == null ? null : String(r.phone),
    status: String(r.status),
    createdAt: new Date(r.created_at as string | Date),
    supports: Number(r.supports),
    clicks: Number(r.clicks),
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    payout: Number(r.payout),
    revenue: Number(r.revenue),
  }));
}
