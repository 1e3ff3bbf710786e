import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns, myaffilPrograms, myaffilSupports } from "@/lib/db/schema";
import { ADMIN_LAWS } from "@/lib/constants";
import type { Caller } from "@/lib/session/current-user";
import { forbidden } from "@/lib/api/errors";

export type StatsRole = "admin" | "advertiser" | "publisher";

/**
 * Whose figures a caller may read: administrators everything, an advertiser its own programs'
 * (advertiser_client_id), a publisher its own traffic (publisher_client_id). A partner without a
 * MyAffil client id gets -1, which matches no row.
 */
export interface StatsScope {
  role: StatsRole;
  advertiserClientId: number | null;
  publisherClientId: number | null;
}

export function statsScope(caller: Caller): StatsScope {
  if (ADMIN_LAWS.includes(caller.law)) return { role: "admin", advertiserClientId: null, publisherClientId: null };
  const own = caller.idClienMyaffil ?? -1;
  if (caller.law === "an") return { role: "advertiser", advertiserClientId: own, publisherClientId: null };
  if (caller.law === "af") return { role: "publisher", advertiserClientId: null, publisherClientId: own };
  throw forbidden();
}

/** What each role may see of the money: an advertiser its cost (revenue), a publisher its earnings (payout). */
export const visibility = (role: StatsRole) => ({
  revenue: role !== "publisher",
  payout: role !== "advertiser",
  margin: role === "admin",
});

export interface StatsFilters {
  programId?: number | null;
  campaignId?: number | null;
  publisherClientId?: number | null;
  advertiserClientId?: number | null;
  supportId?: number | null;
  subId?: string | null;
}

/**
 * Checks the explicit filters against the scope (naming another client's program, campaign,
 * support or client id is FORBIDDEN rather than silently empty) and returns the filters with the
 * scope's client id forced in.
 */
export async function scopedFilters(db: Db, scope: StatsScope, f: StatsFilters): Promise<StatsFilters> {
  const out: StatsFilters = { ...f };
  if (scope.role === "advertiser") {
    if (f.advertiserClientId != null && f.advertiserClientId !== scope.advertiserClientId) throw forbidden();
    out.advertiserClientId = scope.advertiserClientId;
    if (f.programId != null) {
      const [p] = await db
        .select({ a: myaffilPrograms.advertiserClientId })
        .from(myaffilPrograms)
        .where(eq(myaffilPrograms.id, f.programId));
      if (p && p.a !== scope.advertiserClientId) throw forbidden();
    }
    if (f.campaignId != null) {
      const [c] = await db
        .select({ a: myaffilPrograms.advertiserClientId })
        .from(myaffilCampaigns)
        .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
        .where(eq(myaffilCampaigns.id, f.campaignId));
      if (c && c.a !== scope.advertiserClientId) throw forbidden();
    }
  }
  if (scope.role === "publisher") {
    if (f.publisherClientId != null && f.publisherClientId !== scope.publisherClientId) throw forbidden();
    out.publisherClientId = scope.publisherClientId;
    if (f.supportId) {
      const [s] = await db
        .select({ p: myaffilSupports.publisherClientId })
        .from(myaffilSupports)
        .where(eq(myaffilSupports.id, f.supportId));
      if (s && s.p !== scope.publisherClientId) throw forbidden();
    }
  }
  return out;
}

/** The WHERE conditions of a range and filters on a table with the roll-up's column names. */
export function filterConditions(
  cols: {
    day: SQL | unknown;
    programId: unknown;
    campaignId: unknown;
    publisherClientId: unknown;
    advertiserClientId: unknown;
    supportId: unknown;
    subId: unknown;
  },
  from: string,
  to: string,
  f: StatsFilters,
): SQL {
  const c = cols as Record<string, SQL>;
  const parts: SQL[] = [sql`${c.day} >= ${from}::date`, sql`${c.day} <= ${to}::date`];
  if (f.programId != null) parts.push(sql`${c.programId} = ${f.programId}`);
  if (f.campaignId != null) parts.push(sql`${c.campaignId} = ${f.campaignId}`);
  if (f.publisherClientId != null) parts.push(sql`${c.publisherClientId} = ${f.publisherClientId}`);
  if (f.advertiserClientId != null) parts.push(sql`${c.advertiserClientId} = ${f.advertiserClientId}`);
  if (f.supportId != null) parts.push(sql`${c.supportId} = ${f.supportId}`);
  if (f.subId != null && f.subId !== "") parts.push(sql`${c.subId} = ${f.subId}`);
  return and(...parts)!;
}
