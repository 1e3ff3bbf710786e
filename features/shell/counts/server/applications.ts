import { eq, sql } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
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

export interface ApplicationCounts {
  /** The campaigns it may broadcast: accepted applications, except on programs deleted since. */
  accepted: number;
  pending: number;
  refused: number;
}

/**
 * A publisher's applications by state, in one statement, once per request: "accepted" is the
 * bell's getCampagneValideAf (spec section 3, notification counts: "Publisher: payments waiting, accepted campaigns")
 * and the dashboard's campaigns KPI, so the two always agree.
 */
export function applicationCountsOnce(once: Once, db: Db, perfClient: number | null): Promise<ApplicationCounts> {
  if (perfClient == null) return Promise.resolve({ accepted: 0, pending: 0, refused: 0 });
  return onceBy(once, `application-counts:${perfClient}`, async () => {
    const [row] = await db
      .select({
        accepted: sql<number>`(count(*) filter (where ${myaffilApplications.state} = 'accepted' and ${myaffilPrograms.state} <> 'supprime'))::int`,
        pending: sql<number>`(count(*) filter (where ${myaffilApplications.state} = 'being_verified'))::int`,
        refused: sql<number>`(count(*) filter (where ${myaffilApplications.state} = 'refused'))::int`,
      })
      .from(myaffilApplications)
      .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
      .where(eq(myaffilApplications.publisherClientId, perfClient));
    return row ?? { accepted: 0, pending: 0, refused: 0 };
  });
}
