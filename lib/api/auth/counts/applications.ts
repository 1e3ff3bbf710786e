import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilPrograms } from "@/lib/db/schema";

/** The applications waiting for a decision (one definition for the bell and the dashboard). */
export const applicationsAwaiting = eq(myaffilApplications.state, "being_verified");

/** Publisher applications (postules) an administrator still has to accept or refuse. */
export async function countApplicationsAwaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myaffilApplications)
    .where(applicationsAwaiting);
  return row?.n ?? 0;
}

/**
 * The campaigns a publisher may broadcast: its accepted applications, except on programs that
 * have since been deleted.
 */
export async function countAcceptedCampaigns(db: Db, publisherClientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myaffilApplications)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
    .where(
      and(
        eq(myaffilApplications.publisherClientId, publisherClientId),
        eq(myaffilApplications.state, "accepted"),
        ne(myaffilPrograms.state, "supprime"),
      ),
    );
  return row?.n ?? 0;
}
