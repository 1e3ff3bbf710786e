import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { auditLog, users } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import type { AuditFilter } from "./filter";
import { AUDIT_CSV_CAP } from "./limits";
import { toAuditView, type AuditEntryView } from "./view";

/** Paris midnight of a day, as the instant the `at` index compares with. */
const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: AuditFilter): SQL | undefined {
  const like = f.actor && `%${escapeLike(f.actor)}%`;
  return and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.at, parisMidnight(f.from)) : undefined,
    f.to ? lt(auditLog.at, parisMidnight(f.to, 1)) : undefined,
    like
      ? or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.society, like),
        )
      : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorLaw: users.law,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ip: auditLog.ip,
  details: auditLog.details,
};

/** One page of the trail, newest first. */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  page = 1,
  pageSize: number = PAGINATION.pageSize,
): Promise<{ total: number; page: number; pageSize: number; items: AuditEntryView[] }> {
  const where = whereOf(filter);
  const [totalRow] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  const total = Number(totalRow?.n ?? 0);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { total, page: current, pageSize, items: rows.map(toAuditView) };
}

/** The entries of an export, newest first, up to the cap. */
export async function auditEntriesForExport(db: Db, filter: AuditFilter): Promise<AuditEntryView[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_CSV_CAP);
  return rows.map(toAuditView);
}

/**
 * The distinct actions and entity types written so far, for the filter menus. A skip scan on each
 * index (one probe per distinct value), so it costs the number of kinds, not the length of the trail.
 */
export async function auditFacets(db: Db): Promise<{ actions: string[]; targetTypes: string[] }> {
  const distinct = async (column: "action" | "target_type") => {
    const res = await db.execute(
      sql.raw(`with recursive d(v) as (
        (select ${column} from audit_log where ${column} is not null order by ${column} limit 1)
        union all
        select (select ${column} from audit_log where ${column} > d.v order by ${column} limit 1) from d where d.v is not null
      ) select v from d where v is not null`),
    );
    return rowsOf<{ v: string | null }>(res).flatMap((r) => (r.v ? [r.v] : []));
  };
  const [actions, targetTypes] = await Promise.all([distinct("action"), distinct("target_type")]);
  return { actions, targetTypes };
}
