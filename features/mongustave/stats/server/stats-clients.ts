import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads, mgWebServices, users } from "@/lib/db/schema";
import { deliveryColumns, ratio } from "@/features/mongustave/leads/server/counting";
import { countedDeliveries, type MgAdminFilter } from "./stats-scope";

/** One advertiser of /weedomarket/admin/stats/statClientsGustave over the period. */
export interface MgClientStatsRow {
  clientId: number;
  name: string;
  email: string;
  /** Its web services, whatever their state. */
  wsCount: number;
  activeWsCount: number;
  delivered: number;
  settled: number;
  /** Leads bought: accepted deliveries of leads not confirmed as fraud (what is billed). */
  leadsBought: number;
  /** accepted / settled, 0–1. */
  acceptanceRate: number;
  revenueCents: number;
  /** Its part of the period's revenue, 0–1. */
  share: number;
}

/**
 * Every Mon Gustave client (an advertiser with at least one web service) with its period's figures;
 * clients without deliveries in the period are listed with zeros. Sorted by revenue, then name.
 */
export async function mgClientStats(db: Db, f: MgAdminFilter): Promise<MgClientStatsRow[]> {
  const [clients, figures] = await Promise.all([
    db
      .select({
        clientId: mgWebServices.clientId,
        wsCount: sql<number>`count(*)::int`,
        activeWsCount: sql<number>`(count(*) filter (where ${mgWebServices.state} = 'active'))::int`,
      })
      .from(mgWebServices)
      .where(f.product ? eq(mgWebServices.product, f.product) : undefined)
      .groupBy(mgWebServices.clientId),
    db
      .select({
        clientId: mgDeliveries.clientId,
        ...deliveryColumns,
        bought: sql<number>`(count(*) filter (where ${mgDeliveries.state} = 'accepted' and ${mgLeads.fraudState} <> 'confirmed'))::int`,
      })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(countedDeliveries(f))
      .groupBy(mgDeliveries.clientId),
  ]);
  const ids = [...new Set([...clients.map((c) => c.clientId), ...figures.map((r) => r.clientId)])];
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${users.society}, ''), trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')))`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const who = new Map(people.map((p) => [p.id, p]));
  const ws = new Map(clients.map((c) => [c.clientId, c]));
  const fig = new Map(figures.map((r) => [r.clientId, r]));
  const total = figures.reduce((s, r) => s + Number(r.revenue), 0);
  return ids
    .map((clientId) => {
      const r = fig.get(clientId);
      const revenueCents = Number(r?.revenue ?? 0);
      const settled = Number(r?.settled ?? 0);
      return {
        clientId,
        name: who.get(clientId)?.name || `#${clientId}`,
        email: who.get(clientId)?.email ?? "",
        wsCount: Number(ws.get(clientId)?.wsCount ?? 0),
        activeWsCount: Number(ws.get(clientId)?.activeWsCount ?? 0),
        delivered: Number(r?.delivered ?? 0),
        settled,
        leadsBought: Number(r?.bought ?? 0),
        acceptanceRate: ratio(Number(r?.accepted ?? 0), settled),
        revenueCents,
        share: ratio(revenueCents, total),
      };
    })
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name) || a.clientId - b.clientId);
}
