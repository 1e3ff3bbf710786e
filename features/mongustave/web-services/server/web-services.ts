import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { mgWebServices, users } from "@/lib/db/schema";
import type { MgProduct, MgWsState } from "@/lib/domain/states";

/**
 * Reading a client's web services (spec section 3: consumer key, secret, client token, database).
 * Secrets leave the server only as their last four characters; who may read which WS is in the
 * where-clause (`ownerId`): a WS of another client is not found.
 */

export type MgWsRow = typeof mgWebServices.$inferSelect;

export interface MgWsFilter {
  clientId?: number | null;
  product?: MgProduct | null;
  state?: MgWsState | null;
}

export const MG_WS_PAGE_SIZE = 10;

/** "••••abcd": enough for the client to recognise its key, not enough to use it. */
export const maskSecret = (secret: string) => `••••${secret.length > 4 ? secret.slice(-4) : ""}`;

export interface MgWsView {
  id: number;
  clientId: number;
  clientEmail: string;
  clientSociety: string;
  name: string;
  product: MgProduct;
  endpoint: string;
  method: "POST" | "GET";
  fieldMapping: { ours: string; theirs: string }[];
  consumerKeyHint: string;
  consumerSecretHint: string;
  clientTokenHint: string;
  databaseName: string;
  priceCents: number;
  state: MgWsState;
  failureStreak: number;
  pausedAt: string | null;
  pauseReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** Live deliveries still queued. */
  pending: number;
  /** Live deliveries settled in the last 7 days, by outcome, and their mean response time. */
  accepted7d: number;
  refused7d: number;
  failed7d: number;
  avgResponseMs7d: number | null;
}

interface Health {
  pending: number;
  accepted7d: number;
  refused7d: number;
  failed7d: number;
  avgResponseMs7d: number | null;
}
const NO_HEALTH: Health = { pending: 0, accepted7d: 0, refused7d: 0, failed7d: 0, avgResponseMs7d: null };

/** The live-delivery figures of some WS, at `now` (one grouped query). */
async function healthOf(db: Db, ids: number[], now: Date): Promise<Map<number, Health>> {
  if (!ids.length) return new Map();
  const since = new Date(now.getTime() - 7 * 24 * 3600_000).toISOString();
  const res = await db.execute(sql`
    select d.web_service_id as id,
      count(*) filter (where d.state = 'pending')::int as pending,
      count(*) filter (where d.state = 'accepted' and d.settled_at >= ${since}::timestamptz)::int as accepted,
      count(*) filter (where d.state = 'refused' and d.settled_at >= ${since}::timestamptz)::int as refused,
      count(*) filter (where d.state in ('error', 'timeout') and d.settled_at >= ${since}::timestamptz)::int as failed,
      round(avg(d.response_ms) filter (where d.settled_at >= ${since}::timestamptz))::int as avg_ms
    from mg_deliveries d join mg_leads l on l.id = d.lead_id
    where not l.is_test and d.web_service_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
    group by d.web_service_id`);
  return new Map(
    rowsOf<{ id: number; pending: number; accepted: number; refused: number; failed: number; avg_ms: number | null }>(
      res,
    ).map((r) => [
      Number(r.id),
      {
        pending: Number(r.pending),
        accepted7d: Number(r.accepted),
        refused7d: Number(r.refused),
        failed7d: Number(r.failed),
        avgResponseMs7d: r.avg_ms === null ? null : Number(r.avg_ms),
      },
    ]),
  );
}

function viewOf(w: MgWsRow, owner: { email: string; society: string | null }, health: Health): MgWsView {
  return {
    id: w.id,
    clientId: w.clientId,
    clientEmail: owner.email,
    clientSociety: owner.society ?? "",
    name: w.name,
    product: w.product,
    endpoint: w.endpoint,
    method: w.method,
    fieldMapping: Object.entries(w.fieldMapping).map(([ours, theirs]) => ({ ours, theirs })),
    consumerKeyHint: maskSecret(w.consumerKey),
    consumerSecretHint: maskSecret(w.consumerSecret),
    clientTokenHint: maskSecret(w.clientToken),
    databaseName: w.databaseName,
    priceCents: w.priceCents,
    state: w.state,
    failureStreak: w.failureStreak,
    pausedAt: w.pausedAt?.toISOString() ?? null,
    pauseReason: w.pauseReason,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    ...health,
  };
}

const scope = (ownerId: number | null, filter: MgWsFilter): SQL | undefined =>
  and(
    ownerId === null ? undefined : eq(mgWebServices.clientId, ownerId),
    filter.clientId ? eq(mgWebServices.clientId, filter.clientId) : undefined,
    filter.product ? eq(mgWebServices.product, filter.product) : undefined,
    filter.state ? eq(mgWebServices.state, filter.state) : undefined,
  );

/** One page of WS (10, by client then name); `ownerId` null for an administrator (every client's). */
export async function listMgWebServices(
  db: Db,
  ownerId: number | null,
  filter: MgWsFilter,
  page = 1,
  now = new Date(),
): Promise<{ items: MgWsView[]; total: number; page: number; pageSize: number }> {
  const where = scope(ownerId, filter);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mgWebServices)
    .where(where);
  const total = Number(count?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / MG_WS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const rows = await db
    .select({ w: mgWebServices, email: users.email, society: users.society })
    .from(mgWebServices)
    .innerJoin(users, eq(users.id, mgWebServices.clientId))
    .where(where)
    .orderBy(asc(users.email), asc(mgWebServices.name), asc(mgWebServices.id))
    .limit(MG_WS_PAGE_SIZE)
    .offset((current - 1) * MG_WS_PAGE_SIZE);
  const health = await healthOf(
    db,
    rows.map((r) => r.w.id),
    now,
  );
  return {
    items: rows.map((r) => viewOf(r.w, r, health.get(r.w.id) ?? NO_HEALTH)),
    total,
    page: current,
    pageSize: MG_WS_PAGE_SIZE,
  };
}

/** The WS row if the caller may see it (`ownerId` null: an administrator), else null. */
export async function getMgWsRow(db: Db, id: number, ownerId: number | null): Promise<MgWsRow | null> {
  const [w] = await db
    .select()
    .from(mgWebServices)
    .where(and(eq(mgWebServices.id, id), ownerId === null ? undefined : eq(mgWebServices.clientId, ownerId)));
  return w ?? null;
}

export async function getMgWsView(db: Db, id: number, ownerId: number | null, now = new Date()) {
  const [r] = await db
    .select({ w: mgWebServices, email: users.email, society: users.society })
    .from(mgWebServices)
    .innerJoin(users, eq(users.id, mgWebServices.clientId))
    .where(and(eq(mgWebServices.id, id), ownerId === null ? undefined : eq(mgWebServices.clientId, ownerId)));
  if (!r) return null;
  const health = await healthOf(db, [id], now);
  return viewOf(r.w, r, health.get(id) ?? NO_HEALTH);
}
