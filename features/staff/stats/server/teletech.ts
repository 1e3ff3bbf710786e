import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { ADMIN_LAWS, PAGINATION, type Law } from "@/lib/constants";
import { TELETECH_OUTCOMES, type TeletechOutcome } from "@/lib/domain/states";
import type { TeletechFilter } from "./teletech-filter";

export const TELETECH_CSV_CAP = 20_000;

/**
 * Whose calls a caller reads: every publisher's (administrators), or one publisher client's (the
 * allowed publisher sees only the leads of its own traffic). Null client: none at all.
 */
export type TeletechScope = { all: true } | { all: false; publisherClientId: number | null };

export interface TeletechCall {
  id: number;
  leadId: number;
  leadEmail: string | null;
  leadPhone: string | null;
  campaignId: number;
  campaignName: string;
  publisherClientId: number;
  calledAt: string;
  outcome: TeletechOutcome;
  agent: string;
  note: string;
}

const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The where-clause: the scope first (a stranger's row is simply not there), then the filters. */
function whereOf(scope: TeletechScope, f: TeletechFilter, withOutcome = true): SQL {
  const parts: SQL[] = [sql`true`];
  if (!scope.all) parts.push(sql`t.publisher_client_id = ${scope.publisherClientId ?? -1}`);
  if (withOutcome && f.outcome) parts.push(sql`t.outcome = ${f.outcome}`);
  if (f.from) parts.push(sql`t.called_at >= ${parisMidnight(f.from)}`);
  if (f.to) parts.push(sql`t.called_at < ${parisMidnight(f.to, 1)}`);
  if (f.campaign) {
    const id = /^\d{1,9}$/.test(f.campaign) ? Number(f.campaign) : -1;
    parts.push(sql`(t.campaign_id = ${id} or c.name ilike ${`%${escapeLike(f.campaign)}%`})`);
  }
  if (f.lead) {
    const like = `%${escapeLike(f.lead)}%`;
    parts.push(sql`(l.email ilike ${like} or l.phone ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from teletech_calls t
  join perf_leads l on l.id = t.lead_id
  join perf_campaigns c on c.id = t.campaign_id`;

type Raw = {
  id: number;
  lead_id: string | number;
  email: string | null;
  phone: string | null;
  campaign_id: number;
  campaign_name: string;
  publisher_client_id: number;
  called_at: Date | string;
  outcome: TeletechOutcome;
  agent: string;
  note: string;
};

const SELECT = sql`select t.id, t.lead_id, l.email, l.phone, t.campaign_id, c.name as campaign_name,
  t.publisher_client_id, t.called_at, t.outcome, t.agent, t.note`;

const callOf = (r: Raw): TeletechCall => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  leadEmail: r.email,
  leadPhone: r.phone,
  campaignId: Number(r.campaign_id),
  campaignName: r.campaign_name,
  publisherClientId: Number(r.publisher_client_id),
  calledAt: new Date(r.called_at).toISOString(),
  outcome: r.outcome,
  agent: r.agent,
  note: r.note,
});

/** One page of calls, latest first. */
export async function listTeletechCalls(
  db: Db,
  scope: TeletechScope,
  f: TeletechFilter,
  page = 1,
  pageSize: number = PAGINATION.pageSize,
): Promise<{ total: number; page: number; pageSize: number; items: TeletechCall[] }> {
  const where = whereOf(scope, f);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${FROM} where ${where}`));
  const total = Number(count?.n ?? 0);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(total / pageSize)));
  const res = await db.execute(sql`${SELECT} ${FROM} where ${where}
    order by t.called_at desc, t.id desc limit ${pageSize} offset ${(current - 1) * pageSize}`);
  return { total, page: current, pageSize, items: rowsOf<Raw>(res).map(callOf) };
}

/**
 * How many calls ended in each outcome, under the same filters but the outcome itself (so the counts
 * still show the other outcomes while one is selected). Every outcome is listed.
 */
export async function teletechOutcomeCounts(
  db: Db,
  scope: TeletechScope,
  f: TeletechFilter,
): Promise<{ outcome: TeletechOutcome; count: number }[]> {
  const res = await db.execute(
    sql`select t.outcome, count(*)::int as n ${FROM} where ${whereOf(scope, f, false)} group by t.outcome`,
  );
  const found = new Map(rowsOf<{ outcome: TeletechOutcome; n: number }>(res).map((r) => [r.outcome, Number(r.n)]));
  return TELETECH_OUTCOMES.map((outcome) => ({ outcome, count: found.get(outcome) ?? 0 }));
}

/** The calls of an export, latest first, up to the cap. */
export async function teletechCallsForExport(db: Db, scope: TeletechScope, f: TeletechFilter): Promise<TeletechCall[]> {
  const res = await db.execute(sql`${SELECT} ${FROM} where ${whereOf(scope, f)}
    order by t.called_at desc, t.id desc limit ${TELETECH_CSV_CAP}`);
  return rowsOf<Raw>(res).map(callOf);
}

/** Whose calls a caller reads: administrators all; a publisher its own MyAffil client's (the policy let it in). */
export function teletechScopeOf(caller: { law: string; idClienMyaffil: number | null }): TeletechScope {
  return ADMIN_LAWS.includes(caller.law as Law)
    ? { all: true }
    : { all: false, publisherClientId: caller.law === "af" ? caller.idClienMyaffil : null };
}
