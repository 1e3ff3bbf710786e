import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkClients, checkEvents, checkScenarioVersions, checkVerifications } from "@/lib/db/schema";
import type { CheckFilter } from "./filter";

export const CHECK_PAGE_SIZE = 10;

/** Rows with their time as ISO text (what the API's String fields carry). */
export const withIso = <T extends { createdAt: Date }>(rows: T[]) =>
  rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
/** At most this many rows in one CSV export. */
export const CHECK_CSV_CAP = 50_000;

/** Paris midnight of a day, as the instant the where-clause compares with. */
const parisStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`;
const nextDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Paris')`;

/**
 * Which rows the caller may see: a client only its own (`ownClientId`), an administrator any, or
 * the one it filters on. Ownership sits in the where-clause, so a stranger's row is "not found".
 */
function scope(
  table: typeof checkVerifications | typeof checkEvents,
  ownClientId: number | null,
  f: CheckFilter,
): SQL[] {
  const w: SQL[] = [];
  if (ownClientId != null) w.push(eq(table.clientId, ownClientId));
  else if (f.client) w.push(eq(table.clientId, f.client));
  if (f.from) w.push(gte(table.createdAt, parisStart(f.from)));
  if (f.to) w.push(lt(table.createdAt, nextDay(f.to)));
  if (f.verdict) w.push(eq(table.verdict, f.verdict));
  if (f.source) w.push(eq(table.source, f.source));
  return w;
}

function verificationWhere(ownClientId: number | null, f: CheckFilter) {
  const w = scope(checkVerifications, ownClientId, f);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    w.push(or(ilike(checkVerifications.email, like), ilike(checkVerifications.phone, like))!);
  }
  if (f.list) w.push(eq(checkVerifications.listId, f.list));
  return and(...w);
}

const verificationCols = {
  id: checkVerifications.id,
  createdAt: checkVerifications.createdAt,
  clientId: checkVerifications.clientId,
  clientName: checkClients.name,
  source: checkVerifications.source,
  email: checkVerifications.email,
  phone: checkVerifications.phone,
  postcode: checkVerifications.postcode,
  score: checkVerifications.score,
  verdict: checkVerifications.verdict,
  checks: checkVerifications.checks,
  scenarioVersion: checkScenarioVersions.version,
  scenarioId: checkScenarioVersions.scenarioId,
};

/** One page of verifications, newest first, and how many match. */
export async function listVerifications(db: Db, ownClientId: number | null, f: CheckFilter, page: number) {
  const where = verificationWhere(ownClientId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(verificationCols)
      .from(checkVerifications)
      .innerJoin(checkClients, eq(checkClients.id, checkVerifications.clientId))
      .innerJoin(checkScenarioVersions, eq(checkScenarioVersions.id, checkVerifications.scenarioVersionId))
      .where(where)
      .orderBy(desc(checkVerifications.createdAt), desc(checkVerifications.id))
      .limit(CHECK_PAGE_SIZE)
      .offset((page - 1) * CHECK_PAGE_SIZE),
    db.select({ n: count() }).from(checkVerifications).where(where),
  ]);
  return { items: withIso(rows), total: total?.n ?? 0, page, pageSize: CHECK_PAGE_SIZE };
}

/** The verifications of the filter for a CSV (capped), newest first; a list's in its file's order. */
export async function verificationsForExport(db: Db, ownClientId: number | null, f: CheckFilter) {
  return db
    .select(verificationCols)
    .from(checkVerifications)
    .innerJoin(checkClients, eq(checkClients.id, checkVerifications.clientId))
    .innerJoin(checkScenarioVersions, eq(checkScenarioVersions.id, checkVerifications.scenarioVersionId))
    .where(verificationWhere(ownClientId, f))
    .orderBy(
      ...(f.list ? [checkVerifications.listRow] : [desc(checkVerifications.createdAt), desc(checkVerifications.id)]),
    )
    .limit(CHECK_CSV_CAP);
}

const eventCols = {
  id: checkEvents.id,
  createdAt: checkEvents.createdAt,
  clientId: checkEvents.clientId,
  clientName: checkClients.name,
  source: checkEvents.source,
  scenarioVersion: checkScenarioVersions.version,
  status: checkEvents.status,
  verdict: checkEvents.verdict,
  latencyMs: checkEvents.latencyMs,
  verificationId: checkEvents.verificationId,
};

/** One page of the event log, newest first. */
export async function listEvents(db: Db, ownClientId: number | null, f: CheckFilter, page: number) {
  const where = and(...scope(checkEvents, ownClientId, f));
  const [rows, [total]] = await Promise.all([
    db
      .select(eventCols)
      .from(checkEvents)
      .innerJoin(checkClients, eq(checkClients.id, checkEvents.clientId))
      .leftJoin(checkScenarioVersions, eq(checkScenarioVersions.id, checkEvents.scenarioVersionId))
      .where(where)
      .orderBy(desc(checkEvents.createdAt), desc(checkEvents.id))
      .limit(CHECK_PAGE_SIZE)
      .offset((page - 1) * CHECK_PAGE_SIZE),
    db.select({ n: count() }).from(checkEvents).where(where),
  ]);
  return { items: withIso(rows), total: total?.n ?? 0, page, pageSize: CHECK_PAGE_SIZE };
}

export async function eventsForExport(db: Db, ownClientId: number | null, f: CheckFilter) {
  return db
    .select(eventCols)
    .from(checkEvents)
    .innerJoin(checkClients, eq(checkClients.id, checkEvents.clientId))
    .leftJoin(checkScenarioVersions, eq(checkScenarioVersions.id, checkEvents.scenarioVersionId))
    .where(and(...scope(checkEvents, ownClientId, f)))
    .orderBy(desc(checkEvents.createdAt), desc(checkEvents.id))
    .limit(CHECK_CSV_CAP);
}

/** The clients, for the administrators' filters. */
export async function checkClientOptions(db: Db) {
  return db.select({ id: checkClients.id, name: checkClients.name }).from(checkClients).orderBy(checkClients.name);
}
