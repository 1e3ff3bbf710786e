import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfApplications, perfCampaigns, perfPrograms } from "@/lib/db/schema";

export interface ProgramCounts {
  running: number;
  paused: number;
  deleted: number;
  /** Not deleted and still waiting for an administrator's validation. */
  awaitingValidation: number;
}

export interface ProgramSummary {
  id: number;
  name: string;
  state: string;
  validation: string;
  /** Campaigns of the program that are not deleted. */
  campaigns: number;
  /** Publishers accepted to broadcast it. */
  publishers: number;
  createdAt: Date;
}

export const RECENT_PROGRAMS = 6;

/** An advertiser client's programs counted by state. */
export async function programCounts(db: Db, clientId: number): Promise<ProgramCounts> {
  const [row] = await db
    .select({
      running: sql<number>`(count(*) filter (where ${perfPrograms.state} = 'valide'))::int`,
      paused: sql<number>`(count(*) filter (where ${perfPrograms.state} = 'pause'))::int`,
      deleted: sql<number>`(count(*) filter (where ${perfPrograms.state} = 'supprime'))::int`,
      awaitingValidation: sql<number>`(count(*) filter (where ${perfPrograms.validation} = 'pending' and ${perfPrograms.state} <> 'supprime'))::int`,
    })
    .from(perfPrograms)
    .where(eq(perfPrograms.advertiserClientId, clientId));
  return row ?? { running: 0, paused: 0, deleted: 0, awaitingValidation: 0 };
}

/** The advertiser's most recent programs that are not deleted, with their campaign and publisher counts. */
export async function recentPrograms(db: Db, clientId: number): Promise<ProgramSummary[]> {
  const campaigns = db
    .select({ programId: perfCampaigns.programId, n: sql<number>`count(*)::int`.as("campaigns_n") })
    .from(perfCampaigns)
    .where(ne(perfCampaigns.state, "supprime"))
    .groupBy(perfCampaigns.programId)
    .as("c");
  const publishers = db
    .select({ programId: perfApplications.programId, n: sql<number>`count(*)::int`.as("publishers_n") })
    .from(perfApplications)
    .where(eq(perfApplications.state, "accepted"))
    .groupBy(perfApplications.programId)
    .as("a");
  return db
    .select({
      id: perfPrograms.id,
      name: perfPrograms.name,
      state: perfPrograms.state,
      validation: perfPrograms.validation,
      campaigns: sql<number>`coalesce(${campaigns.n}, 0)::int`,
      publishers: sql<number>`coalesce(${publishers.n}, 0)::int`,
      createdAt: perfPrograms.createdAt,
    })
    .from(perfPrograms)
    .leftJoin(campaigns, eq(campaigns.programId, perfPrograms.id))
    .leftJoin(publishers, eq(publishers.programId, perfPrograms.id))
    .where(and(eq(perfPrograms.advertiserClientId, clientId), ne(perfPrograms.state, "supprime")))
    .orderBy(desc(perfPrograms.createdAt), desc(perfPrograms.id))
    .limit(RECENT_PROGRAMS);
}
