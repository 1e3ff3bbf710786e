import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilPrograms } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { createGraphQLError } from "graphql-yoga";
import { forbidden } from "@/lib/api/errors";
import { isAdmin } from "@/lib/api/guards";

export type ProgramRow = typeof myaffilPrograms.$inferSelect;

export const notFound = (what = "Program") =>
  createGraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });

/** Who is asking, as far as MyAffil programs go. */
export type Viewer =
  { kind: "admin" } | { kind: "advertiser"; clientId: number } | { kind: "publisher"; clientId: number };

export function viewerOf(caller: Caller): Viewer {
  if (isAdmin(caller)) return { kind: "admin" };
  if (caller.idClienMyaffil == null || caller.idClienMyaffil <= 0) throw forbidden("No MyAffil client");
  if (caller.law === "an") return { kind: "advertiser", clientId: caller.idClienMyaffil };
  if (caller.law === "af") return { kind: "publisher", clientId: caller.idClienMyaffil };
  throw forbidden();
}

/** A publisher sees the programs that run and that an administrator validated (never paused or deleted ones). */
export const publisherVisible: SQL = and(
  eq(myaffilPrograms.state, "valide"),
  eq(myaffilPrograms.validation, "validated"),
)!;

/**
 * A publisher may broadcast a program it sees when it is open, or when its latest application
 * to it was accepted.
 */
export function publisherMayBroadcast(publisherClientId: number): SQL {
  return and(
    publisherVisible,
    sql`(perf_programs.access = 'open' or (
      select a.state from ${myaffilApplications} a
      where a.program_id = perf_programs.id and a.publisher_client_id = ${publisherClientId}
      order by a.created_at desc, a.id desc limit 1) = 'accepted')`,
  )!;
}

/** The SQL condition of the programs the viewer may see. */
export function programScope(viewer: Viewer): SQL | undefined {
  if (viewer.kind === "admin") return undefined;
  if (viewer.kind === "advertiser") return eq(myaffilPrograms.advertiserClientId, viewer.clientId);
  return publisherVisible;
}

/**
 * The program `id` as the viewer may read it (NOT_FOUND when it does not exist or is hidden from a
 * publisher, FORBIDDEN for another advertiser's), or may change it (`write`: admins and the owner).
 */
export async function programFor(db: Db, viewer: Viewer, id: number, mode: "read" | "write"): Promise<ProgramRow> {
  const [p] = await db.select().from(myaffilPrograms).where(eq(myaffilPrograms.id, id)).limit(1);
  if (!p) throw notFound();
  if (viewer.kind === "admin") return p;
  if (viewer.kind === "advertiser") {
    if (p.advertiserClientId !== viewer.clientId) throw forbidden();
    return p;
  }
  if (mode === "write") throw forbidden();
  if (p.state !== "valide" || p.validation !== "validated") throw notFound();
  return p;
}
