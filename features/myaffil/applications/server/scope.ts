import { and, eq, sql, type SQL } from "drizzle-orm";
import { createGraphQLError } from "graphql-yoga";
import { myaffilApplications, myaffilCampaigns, myaffilPrograms } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import type { z } from "zod";
import { badInput, forbidden } from "@/lib/api/errors";
import { isAdmin } from "@/lib/api/guards";

export const notFound = (what: string) =>
  createGraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });

/** The caller's MyAffil client id in its current law (a multi_droit account's follows the law). */
function clientOf(caller: Caller, law: "an" | "af"): number {
  if (caller.law !== law || caller.idClienMyaffil == null || caller.idClienMyaffil <= 0) throw forbidden();
  return caller.idClienMyaffil;
}
export const publisherClientOf = (caller: Caller) => clientOf(caller, "af");
export const advertiserClientOf = (caller: Caller) => clientOf(caller, "an");

/** Who reads visuals and shoots: everything, an advertiser's own programs, or a publisher's broadcastable ones. */
export type CreativeViewer =
  { kind: "admin" } | { kind: "advertiser"; clientId: number } | { kind: "publisher"; clientId: number };

export function creativeViewerOf(caller: Caller): CreativeViewer {
  if (isAdmin(caller)) return { kind: "admin" };
  if (caller.law === "an") return { kind: "advertiser", clientId: advertiserClientOf(caller) };
  if (caller.law === "af") return { kind: "publisher", clientId: publisherClientOf(caller) };
  throw forbidden();
}

/**
 * The programs a publisher may broadcast (its "accepted campaigns"): running, validated, and open
 * to all or with its latest application accepted. Same rule as the programs' own scope.
 */
export function publisherMayBroadcast(publisherClientId: number): SQL {
  return and(
    eq(myaffilPrograms.state, "valide"),
    eq(myaffilPrograms.validation, "validated"),
    sql`(${myaffilPrograms.access} = 'open' or (
      select a.state from ${myaffilApplications} a
      where a.program_id = ${myaffilPrograms.id} and a.publisher_client_id = ${publisherClientId}
      order by a.created_at desc, a.id desc limit 1) = 'accepted')`,
  )!;
}

/** Campaigns (joined to their program) a publisher may broadcast: not deleted, on a broadcastable program. */
export function publisherCampaigns(publisherClientId: number): SQL {
  return and(sql`${myaffilCampaigns.state} <> 'supprime'`, publisherMayBroadcast(publisherClientId))!;
}

/** The SQL condition, on campaigns joined to programs, of what a viewer may read. */
export function campaignScope(viewer: CreativeViewer): SQL | undefined {
  if (viewer.kind === "admin") return undefined;
  if (viewer.kind === "advertiser") return eq(myaffilPrograms.advertiserClientId, viewer.clientId);
  return publisherCampaigns(viewer.clientId);
}

/** The publisher's society (name) of a publisher client id, for tables. */
export const publisherSociety = (clientCol: SQL | unknown) =>
  sql<string>`coalesce((select u.society from users u where (u.law = 'af' and u.id_clien_myaffil = ${clientCol}) or u.id_clien_myaffil_editeur = ${clientCol} order by u.id limit 1), '')`;

/** GraphQL nulls mean "not given". */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  return value;
}

/** BAD_USER_INPUT with, per field, the message key the form shows ("myaffilCreatives.validation"). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, keepNulls = false): z.output<S> {
  const r = schema.safeParse(keepNulls ? value : dropNulls(value));
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput("Invalid input", fields);
}
