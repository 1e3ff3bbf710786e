import type { ProgramValidation, RecordState } from "@/lib/domain/states";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilCampaigns, myaffilPrograms } from "@/lib/db/schema";

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
  state: RecordState;
  validation: ProgramValidation;
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
      running: sql<number>`(count(*) filter (where ${myaffilPrograms.state} = 'valide'))::int`,
      paused: sql<number>`(count(*) filter (where ${myaffilPrograms.state} = 'pause'))::int`,
      deleted: sql<number>`(count(*) filter (where ${myaffilPrograms.state} = 'supprime'))::int`,
      awaitingValidation: sql<number>`(count(*) filter (where ${myaffilPrograms.validation} = 'pending' and ${myaffilPrograms.state} <> 'supprime'))::int`,
    })
    .from(myaffilPrograms)
    .where(eq(myaffilPrograms.advertiserClientId, clientId));
  return row ?? { running: 0, paused: 0, deleted: 0, awaitingValidation: 0 };
}

/** The advertiser's most recent programs that are not deleted, with their campaign and publisher counts. */
export async function recentPrograms(db: Db, clientId: number): Promise<ProgramSummary[]> {
  const campaigns = db
    .select({ programId: myaffilCampaigns.programId, n: sql<number>`count(*)::int`.as("campaigns_n") })
    .from(myaffilCampaigns)
    .where(ne(myaffilCampaigns.state, "supprime"))
    .groupBy(myaffilCampaigns.programId)
    .as("c");
  const publishers = db
    .select({ programId: myaffilApplications.programId, n: sql<number>`count(*)::int`.as("publishers_n") })
    .from(myaffilApplications)
    .where(eq(myaffilApplications.state, "accepted"))
    .groupBy(myaffilApplications.programId)
    .as("a");
  return db
    .select({
      id: myaffilPrograms.id,
      name: myaffilPrograms.name,
      state: myaffilPrograms.state,
      validation: myaffilPrograms.validation,
      campaigns: sql<number>`coalesce(${campaigns.n}, 0)::int`,
      publishers: sql<number>`coalesce(${publishers.n}, 0)::int`,
      createdAt: myaffilPrograms.createdAt,
    })
    .from(myaffilPrograms)
    .leftJoin(campaigns, eq(campaigns.programId, myaffilPrograms.id))
    .leftJoin(publishers, eq(publishers.programId, myaffilPrograms.id))
    .where(and(eq(myaffilPrograms.advertiserClientId, clientId), ne(myaffilPrograms.state, "supprime")))
    .orderBy(desc(myaffilPrograms.createdAt), desc(myaffilPrograms.id))
    .limit(RECENT_PROGRAMS);
}
