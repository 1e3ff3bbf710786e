import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { CALL_OUTCOMES, manivoxTags } from "@/lib/db/schema";
import type { ManivoxTagInput } from "@/lib/validation/tracking";

async function rows<R>(db: Db, q: SQL): Promise<R[]> {
  return ((await db.execute(q)) as unknown as { rows: R[] }).rows;
}

const toIso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Tags with their campaign and how many calls (and leads) each received. */
export async function listTags(db: Db) {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select t.id, t.name, t.campaign_id, c.name as campaign_name, c.tracking_id, t.phone_number, t.active, t.created_at,
               (select count(*)::int from manivox_calls k where k.tag_id = t.id) as calls,
               (select count(*)::int from manivox_calls k where k.tag_id = t.id and k.outcome = 'lead') as leads,
               (select max(k.started_at) from manivox_calls k where k.tag_id = t.id) as last_call
        from manivox_tags t left join perf_campaigns c on c.id = t.campaign_id
        order by t.active desc, t.name, t.id`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    campaignId: r.campaign_id == null ? null : Number(r.campaign_id),
    campaignName: r.campaign_name == null ? null : String(r.campaign_name),
    trackingId: r.tracking_id == null ? null : String(r.tracking_id),
    phoneNumber: String(r.phone_number),
    active: Number(r.active) === 1,
    createdAt: toIso(r.created_at),
    calls: Number(r.calls),
    leads: Number(r.leads),
    lastCall: r.last_call == null ? null : toIso(r.last_call),
  }));
}

export type TagWrite =
  | { ok: true; id: number }
  | { ok: false; field: "phoneNumber" | "campaignId"; message: string }
  | { ok: false; notFound: true };

async function campaignExists(db: Db, id: number | null): Promise<boolean> {
  if (id == null) return true;
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from perf_campaigns where id = ${id}`);
  return (r?.n ?? 0) > 0;
}

async function phoneTaken(db: Db, phone: string, except: number | null): Promise<boolean> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from manivox_tags where phone_number = ${phone} and (${except}::int is null or id <> ${except}::int)`,
  );
  return (r?.n ?? 0) > 0;
}

/** Creates (id null) or updates a tag; the phone number is already normalised to E.164. */
export async function saveTag(db: Db, id: number | null, input: ManivoxTagInput): Promise<TagWrite> {
  if (!(await campaignExists(db, input.campaignId)))
    return { ok: false, field: "campaignId", message: "unknownCampaign" };
  if (await phoneTaken(db, input.phoneNumber, id)) return { ok: false, field: "phoneNumber", message: "phoneTaken" };
  const values = {
    name: input.name,
    campaignId: input.campaignId,
    phoneNumber: input.phoneNumber,
    active: input.active ? 1 : 0,
  };
  if (id == null) {
    const [t] = await db.insert(manivoxTags).values(values).returning({ id: manivoxTags.id });
    return { ok: true, id: t!.id };
  }
  const [t] = await db.update(manivoxTags).set(values).where(eq(manivoxTags.id, id)).returning({ id: manivoxTags.id });
  return t ? { ok: true, id: t.id } : { ok: false, notFound: true };
}

/** Deletes a tag and its calls. */
export async function deleteTag(db: Db, id: number): Promise<boolean> {
  const r = await db.delete(manivoxTags).where(eq(manivoxTags.id, id)).returning({ id: manivoxTags.id });
  return r.length > 0;
}

export interface CallFilter {
  tagId?: number | null;
  outcome?: CallOutcome | null;
  /** Paris calendar days, inclusive. */
  from: string;
  to: string;
}

function callWhere(f: CallFilter): SQL {
  const parts: SQL[] = [
    sql`k.started_at >= (${f.from}::date::timestamp at time zone 'Europe/Paris')`,
    sql`k.started_at < ((${f.to}::date + 1)::timestamp at time zone 'Europe/Paris')`,
  ];
  if (f.tagId) parts.push(sql`k.tag_id = ${f.tagId}`);
  if (f.outcome) parts.push(sql`k.outcome = ${f.outcome}`);
  return sql.join(parts, sql` and `);
}

/** One page of calls (newest first), the total, and the period's figures. */
export async function listCalls(db: Db, f: CallFilter, page: number, pageSize: number) {
  const where = callWhere(f);
  const [k] = await rows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as calls, count(*) filter (where outcome = 'lead')::int as leads,
               count(*) filter (where outcome = 'missed')::int as missed,
               coalesce(avg(duration_seconds) filter (where outcome <> 'missed'), 0)::float8 as avg_duration,
               coalesce(sum(duration_seconds), 0)::int as total_duration
        from manivox_calls k where ${where}`,
  );
  const items = await rows<Record<string, unknown>>(
    db,
    sql`select k.id, k.tag_id, t.name as tag_name, t.phone_number, k.caller_number, k.started_at, k.duration_seconds, k.outcome, k.lead_id,
               l.status as lead_status, c.name as campaign_name
        from manivox_calls k join manivox_tags t on t.id = k.tag_id
        left join perf_leads l on l.id = k.lead_id
        left join perf_campaigns c on c.id = t.campaign_id
        where ${where}
        order by k.started_at desc, k.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const daily = await rows<Record<string, unknown>>(
    db,
    sql`select to_char(k.started_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day, count(*)::int as calls,
               count(*) filter (where outcome = 'lead')::int as leads
        from manivox_calls k where ${where} group by 1 order by 1`,
  );
  const calls = Number(k!.calls);
  return {
    total: calls,
    kpis: {
      calls,
      leads: Number(k!.leads),
      missed: Number(k!.missed),
      averageDuration: Math.round(Number(k!.avg_duration)),
      totalDuration: Number(k!.total_duration),
      conversion: calls ? Number(k!.leads) / calls : 0,
    },
    daily: daily.map((d) => ({ day: String(d.day), calls: Number(d.calls), leads: Number(d.leads) })),
    items: items.map((r) => ({
      id: Number(r.id),
      tagId: Number(r.tag_id),
      tagName: String(r.tag_name),
      tagNumber: String(r.phone_number),
      campaignName: r.campaign_name == null ? null : String(r.campaign_name),
      callerNumber: String(r.caller_number),
      startedAt: toIso(r.started_at),
      durationSeconds: Number(r.duration_seconds),
      outcome: String(r.outcome) as CallOutcome, // the column's CHECK constraint holds it to the list
      leadId: r.lead_id == null ? null : Number(r.lead_id),
      leadStatus: r.lead_status == null ? null : String(r.lead_status),
    })),
  };
}
