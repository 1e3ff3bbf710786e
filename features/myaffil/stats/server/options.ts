import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns, myaffilPrograms, myaffilStatsDaily, myaffilSupports, users } from "@/lib/db/schema";
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
  for (const r of rows)
    if (r.id != null && !seen.has(r.id)) seen.set(r.id, r.society.trim() || `${r.firstName} ${r.lastName}`.trim());
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The choices of the statistics filters, within the caller's scope. */
export async function statsOptions(db: Db, scope: StatsScope): Promise<StatsOptions> {
  let programIds: number[] | null = null;
  if (scope.role === "publisher") {
    const rows = await db
      .selectDistinct({ id: myaffilStatsDaily.programId })
      .from(myaffilStatsDaily)
      .where(eq(myaffilStatsDaily.publisherClientId, scope.publisherClientId!));
    programIds = rows.map((r) => r.id);
  }
  const programWhere =
    scope.role === "advertiser"
      ? eq(myaffilPrograms.advertiserClientId, scope.advertiserClientId!)
      : programIds
        ? programIds.length
          ? inArray(myaffilPrograms.id, programIds)
          : sql`false`
        : undefined;
  const [programs, campaigns, supports, publishers, advertisers] = await Promise.all([
    db
      .select({ id: myaffilPrograms.id, name: myaffilPrograms.name })
      .from(myaffilPrograms)
      .where(programWhere)
      .orderBy(asc(myaffilPrograms.name)),
    db
      .select({ id: myaffilCampaigns.id, name: myaffilCampaigns.name, programId: myaffilCampaigns.programId })
      .from(myaffilCampaigns)
      .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
      .where(programWhere)
      .orderBy(asc(myaffilCampaigns.name)),
    scope.role === "advertiser"
      ? Promise.resolve([])
      : db
          .select({ id: myaffilSupports.id, name: myaffilSupports.name })
          .from(myaffilSupports)
          .where(
            and(
              ne(myaffilSupports.state, "supprime"),
              scope.role === "publisher" ? eq(myaffilSupports.publisherClientId, scope.publisherClientId!) : undefined,
            ),
          )
          .orderBy(asc(myaffilSupports.name)),
    scope.role === "admin" ? clients(db, "af") : Promise.resolve([]),
    scope.role === "admin" ? clients(db, "an") : Promise.resolve([]),
  ]);
  return { programs, campaigns, supports, publishers, advertisers };
}
