import { and, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { mgDeliveries, mgLeads, mgWebServices, users } from "@/lib/db/schema";
import type { MgDeliveryState, MgFraudReason, MgFraudState, MgProduct } from "@/lib/domain/states";
import { REAL_LEAD } from "@/features/mongustave/leads/server/counting";

/** The queue's state filter: the review states, or every lead that ever entered the queue. */
export const FRAUD_QUEUE_STATES = ["suspected", "confirmed", "cleared", "all"] as const;
export type FraudQueueState = (typeof FRAUD_QUEUE_STATES)[number];
export const FRAUD_PAGE_SIZE = 10;
/** How many related leads a case shows (the rule fires from 5; more adds nothing to the decision). */
export const RELATED_LIMIT = 10;

export interface FraudQueueFilter {
  state: FraudQueueState;
  reason?: MgFraudReason;
  /** Paris calendar days, inclusive. */
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

export interface FraudDelivery {
  id: number;
  clientId: number;
  clientName: string;
  webServiceName: string;
  state: MgDeliveryState;
  priceCents: number;
}

/** A lead that made a rule fire with this one: same IP or device within 10 minutes, same person within 30 days. */
export interface RelatedLead {
  id: number;
  createdAt: Date;
  match: "ip" | "device" | "email" | "phone";
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  ip: string | null;
  fraudState: MgFraudState;
  /** The clients that bought it (accepted deliveries), comma-separated. */
  clients: string;
}

export interface FraudCase {
  id: number;
  createdAt: Date;
  product: MgProduct;
  source: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  postcode: string;
  city: string | null;
  ip: string | null;
  deviceId: string | null;
  fraudState: MgFraudState;
  fraudReasons: MgFraudReason[];
  reviewedAt: Date | null;
  reviewedByName: string | null;
  reviewNote: string | null;
  /** What the lead's accepted deliveries bill (0 once confirmed: excluded from billing). */
  billedCents: number;
  deliveries: FraudDelivery[];
  related: RelatedLead[];
}

// Subqueries name the outer row's columns in full: drizzle leaves them unqualified in a one-table
// select, and an unqualified "id" inside the subquery would be the delivery's own.
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const parisDay = sql`(${mgLeads.createdAt} at time zone 'Europe/Paris')::date`;

/** The where-clause of the queue: never a clean or test lead; then the filters. */
export function queueWhere(f: Omit<FraudQueueFilter, "page">): SQL {
  const search = f.search?.trim();
  const byId = search && /^\d{1,15}$/.test(search) ? eq(mgLeads.id, Number(search)) : undefined;
  return and(
    ne(mgLeads.fraudState, "clean"),
    REAL_LEAD,
    f.state !== "all" ? eq(mgLeads.fraudState, f.state) : undefined,
    f.reason ? sql`${mgLeads.fraudReasons} @> ${JSON.stringify([f.reason])}::jsonb` : undefined,
    f.from ? gte(parisDay, sql`${f.from}::date`) : undefined,
    f.to ? lte(parisDay, sql`${f.to}::date`) : undefined,
    search
      ? or(
          byId,
          sql`${mgLeads.firstname} || ' ' || ${mgLeads.lastname} ilike ${like(search)}`,
          sql`${mgLeads.email} ilike ${like(search)}`,
          sql`${mgLeads.phone} ilike ${like(search)}`,
          sql`coalesce(${mgLeads.ip}, '') ilike ${like(search)}`,
          sql`coalesce(${mgLeads.deviceId}, '') ilike ${like(search)}`,
        )
      : undefined,
  )!;
}

const clientName = sql<string>`coalesce(nullif(trim(${users.society}), ''), ${users.firstName} || ' ' || ${users.lastName})`;

/**
 * One page of the fraud queue (10 cases, newest first) with each case's deliveries and related leads,
 * the number of cases the filters select, and the queue's size per review state (for the tabs).
 */
export async function fraudQueue(db: Db, f: FraudQueueFilter) {
  const where = queueWhere(f);
  const reviewer = sql<
    string | null
  >`(select trim(r.first_name || ' ' || r.last_name) from users r where r.id = "mg_leads"."reviewed_by")`;
  // counting.ts's BILLABLE, spelt out: drizzle leaves a one-table select's columns unqualified, which
  // this correlated subquery would read as mg_deliveries' own.
  const billed = sql<number>`coalesce((select sum(d.price_cents) from mg_deliveries d
    where d.lead_id = "mg_leads"."id" and d.state = 'accepted' and "mg_leads"."fraud_state" <> 'confirmed'), 0)::int`;
  const [totalRow, byState, page] = await Promise.all([
    db.select({ n: count() }).from(mgLeads).where(where),
    db
      .select({ state: mgLeads.fraudState, n: count() })
      .from(mgLeads)
      .where(and(ne(mgLeads.fraudState, "clean"), REAL_LEAD))
      .groupBy(mgLeads.fraudState),
    db
      .select({ lead: mgLeads, reviewedByName: reviewer, billedCents: billed })
      .from(mgLeads)
      .where(where)
      .orderBy(desc(mgLeads.createdAt), desc(mgLeads.id))
      .limit(FRAUD_PAGE_SIZE)
      .offset((Math.max(1, f.page) - 1) * FRAUD_PAGE_SIZE),
  ]);
  const ids = page.map((p) => p.lead.id);
  const [deliveries, related] = await Promise.all([deliveriesOf(db, ids), relatedOf(db, ids)]);
  const counts = { suspected: 0, confirmed: 0, cleared: 0 };
  for (const s of byState) if (s.state !== "clean") counts[s.state] = Number(s.n);
  return {
    total: Number(totalRow[0]?.n ?? 0),
    counts,
    rows: page.map(({ lead, reviewedByName, billedCents }): FraudCase => ({
      id: lead.id,
      createdAt: lead.createdAt,
      product: lead.product,
      source: lead.source,
      firstname: lead.firstname,
      lastname: lead.lastname,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      city: lead.city,
      ip: lead.ip,
      deviceId: lead.deviceId,
      fraudState: lead.fraudState,
      fraudReasons: lead.fraudReasons,
      reviewedAt: lead.reviewedAt,
      reviewedByName,
      reviewNote: lead.reviewNote,
      billedCents: Number(billedCents),
      deliveries: deliveries.filter((d) => d.leadId === lead.id).map(({ leadId: _, ...d }) => d),
      related: related.filter((r) => r.ofId === lead.id).map(({ ofId: _, ...r }) => r),
    })),
  };
}

async function deliveriesOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      leadId: mgDeliveries.leadId,
      id: mgDeliveries.id,
      clientId: mgDeliveries.clientId,
      clientName,
      webServiceName: mgWebServices.name,
      state: mgDeliveries.state,
      priceCents: mgDeliveries.priceCents,
    })
    .from(mgDeliveries)
    .innerJoin(mgWebServices, eq(mgWebServices.id, mgDeliveries.webServiceId))
    .innerJoin(users, eq(users.id, mgDeliveries.clientId))
    .where(inArray(mgDeliveries.leadId, ids))
    .orderBy(mgDeliveries.id);
  return rows.map((r) => ({ ...r, leadId: Number(r.leadId), id: Number(r.id) }));
}

/**
 * The leads that made the rules fire with each case: same IP or device within 10 minutes either side
 * (the bursts), same e-mail or phone within 30 days either side (the duplicate across clients).
 */
async function relatedOf(db: Db, ids: number[]): Promise<(RelatedLead & { ofId: number })[]> {
  if (!ids.length) return [];
  const res = await db.execute(sql`
    select p.id as of_id, r.id, r.created_at, r.firstname, r.lastname, r.email, r.phone, r.ip, r.fraud_state,
      case
        when p.ip is not null and r.ip = p.ip and abs(extract(epoch from r.created_at - p.created_at)) <= 600 then 'ip'
        when p.device_id is not null and r.device_id = p.device_id
          and abs(extract(epoch from r.created_at - p.created_at)) <= 600 then 'device'
        when r.email = p.email then 'email'
        else 'phone'
      end as match,
      coalesce((select string_agg(distinct coalesce(nullif(trim(u.society), ''), u.first_name || ' ' || u.last_name), ', ')
        from mg_deliveries d join users u on u.id = d.client_id
        where d.lead_id = r.id and d.state = 'accepted'), '') as clients
    from mg_leads p
    cross join lateral (
      select * from mg_leads r
      where r.id <> p.id and not r.is_test and (
        (p.ip is not null and r.ip = p.ip
          and r.created_at between p.created_at - interval '10 minutes' and p.created_at + interval '10 minutes')
        or (p.device_id is not null and r.device_id = p.device_id
          and r.created_at between p.created_at - interval '10 minutes' and p.created_at + interval '10 minutes')
        or ((r.email = p.email or r.phone = p.phone)
          and r.created_at between p.created_at - interval '30 days' and p.created_at + interval '30 days'))
      order by r.created_at, r.id
      limit ${RELATED_LIMIT}
    ) r
    where p.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
    order by p.id, r.created_at, r.id`);
  return rowsOf<{
    of_id: number | string;
    id: number | string;
    created_at: Date | string;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    ip: string | null;
    fraud_state: MgFraudState;
    match: RelatedLead["match"];
    clients: string;
  }>(res).map((r) => ({
    ofId: Number(r.of_id),
    id: Number(r.id),
    createdAt: new Date(r.created_at),
    match: r.match,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phone: r.phone,
    ip: r.ip,
    fraudState: r.fraud_state,
    clients: r.clients,
  }));
}

/** Rows a CSV export holds at most (the queue's whole history fits many times over). */
export const EXPORT_LIMIT = 10_000;

/** Every case the filters select (not only one page), for the CSV: newest first. */
export async function fraudQueueForExport(db: Db, f: Omit<FraudQueueFilter, "page">) {
  const reviewer = sql<
    string | null
  >`(select trim(r.first_name || ' ' || r.last_name) from users r where r.id = "mg_leads"."reviewed_by")`;
  const clients = sql<string>`coalesce((select string_agg(distinct coalesce(nullif(trim(u.society), ''),
    u.first_name || ' ' || u.last_name), ', ') from mg_deliveries d join users u on u.id = d.client_id
    where d.lead_id = "mg_leads"."id" and d.state = 'accepted'), '')`;
  const sold = sql<number>`coalesce((select sum(d.price_cents) from mg_deliveries d
    where d.lead_id = "mg_leads"."id" and d.state = 'accepted'), 0)::int`;
  const rows = await db
    .select({ lead: mgLeads, reviewedByName: reviewer, clients, soldCents: sold })
    .from(mgLeads)
    .where(queueWhere(f))
    .orderBy(desc(mgLeads.createdAt), desc(mgLeads.id))
    .limit(EXPORT_LIMIT);
  return rows.map((r) => ({ ...r, soldCents: Number(r.soldCents) }));
}
