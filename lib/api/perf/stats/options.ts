import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfCampaigns, perfPrograms, perfStatsDaily, perfSupports, users } from "@/lib/db/schema";
import type { StatsScope } from "./scope";

export interface StatsOption {
  id: number;
  name: string;
}

export interface StatsOptions {
  programs: StatsOption[];
  campaigns: (StatsOption & { programId: number })[];
  supports: StatsOption[];
  /** Administrators only (empty otherwise). */
  publishers: StatsOption[];
  advertisers: StatsOption[];
}

async function clients(db: Db, law: "an" | "af"): Promise<StatsOption[]> {
  const rows = await db
    .select({ id: users.idClienMyaffil, society: users.society, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.law, law), sql`${users.idClienMyaffil} is not null`))
    .orderBy(asc(users.society), asc(users.id));
  const seen = new Map<number, string>();
  for (const r of rows) if (r.id != null && !seen.has(r.id)) seen.set(r.id, r.society.trim() || `${r.firstName} ${r.lastName}`.trim());
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The choices of the statistics filters, within the caller's scope. */
export async function statsOptions(db: Db, scope: StatsScope): Promise<StatsOptions> {
  let programIds: number[] | null = null;
  if (scope.role === "publisher") {
    const rows = await db
      .selectDistinct({ id: perfStatsDaily.programId })
      .from(perfStatsDaily)
      .where(eq(perfStatsDaily.publisherClientId, scope.publisherClientId!));
    programIds = rows.map((r) => r.id);
  }
  const programWhere =
    scope.role === "advertiser"
      ? eq(perfPrograms.advertiserClientId, scope.advertiserClientId!)
      : programIds
        ? programIds.length
          ? inArray(perfPrograms.id, programIds)
          : sql`false`
        : undefined;
  const [programs, campaigns, supports, publishers, advertisers] = await Promise.all([
    db.select({ id: perfPrograms.id, name: perfPrograms.name }).from(perfPrograms).where(programWhere).orderBy(asc(perfPrograms.name)),
    db
      .select({ id: perfCampaigns.id, name: perfCampaigns.name, programId: perfCampaigns.programId })
      .from(perfCampaigns)
      .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
      .where(programWhere)
      .orderBy(asc(perfCampaigns.name)),
    scope.role === "advertiser"
      ? Promise.resolve([])
      : db
          .select({ id: perfSupports.id, name: perfSupports.name })
          .from(perfSupports)
          .where(and(ne(perfSupports.state, "supprime"), scope.role === "publisher" ? eq(perfSupports.publisherClientId, scope.publisherClientId!) : undefined))
          .orderBy(asc(perfSupports.name)),
    scope.role === "admin" ? clients(db, "af") : Promise.resolve([]),
    scope.role === "admin" ? clients(db, "an") : Promise.resolve([]),
  ]);
  return { programs, campaigns, supports, publishers, advertisers };
}
