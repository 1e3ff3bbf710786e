import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilPrograms, myaffilSupports, type ApplicationState } from "@/lib/db/schema";
import type { ApplyInput, DecideApplicationsInput } from "@/lib/validation/application";
import { badInput } from "@/lib/api/errors";
import { supportOf } from "@/features/myaffil/supports/server/supports";
import { notFound, publisherSociety } from "./scope";

export const LIVE_STATES: ApplicationState[] = ["being_verified", "accepted"];

/**
 * A publisher applies to a program with one of its supports. The program must be open to
 * publishers (running and validated); one live application (being verified or accepted) per
 * program and publisher: after a refusal it may apply again.
 */
export async function applyToProgram(db: Db, publisherClientId: number, input: ApplyInput) {
  return db.transaction(async (tx) => {
    const [program] = await tx
      .select()
      .from(myaffilPrograms)
      .where(eq(myaffilPrograms.id, input.programId))
      .for("update");
    if (!program || program.state !== "valide" || program.validation !== "validated") throw notFound("Program");
    const support = await supportOf(tx as unknown as Db, input.supportId, publisherClientId);
    if (support.state !== "valide") throw badInput("Support paused", { supportId: "supportPaused" });
    const [live] = await tx
      .select({ id: myaffilApplications.id })
      .from(myaffilApplications)
      .where(
        and(
          eq(myaffilApplications.programId, program.id),
          eq(myaffilApplications.publisherClientId, publisherClientId),
          inArray(myaffilApplications.state, LIVE_STATES),
        ),
      )
      .limit(1);
    if (live) throw badInput("Already applied", { programId: "alreadyApplied" });
    const [row] = await tx
      .insert(myaffilApplications)
      .values({ programId: program.id, publisherClientId, supportId: support.id, message: input.message })
      .returning();
    return row!;
  });
}

export interface ApplicationFilters {
  state?: ApplicationState | null;
  programId?: number | null;
  publisherClientId?: number | null;
}

/** Applications for the administrators' postulelist, newest first. */
export async function listApplications(db: Db, f: ApplicationFilters) {
  const where: SQL[] = [];
  if (f.state) where.push(eq(myaffilApplications.state, f.state));
  if (f.programId) where.push(eq(myaffilApplications.programId, f.programId));
  if (f.publisherClientId) where.push(eq(myaffilApplications.publisherClientId, f.publisherClientId));
  return db
    .select({
      id: myaffilApplications.id,
      programId: myaffilApplications.programId,
      programName: myaffilPrograms.name,
      programState: myaffilPrograms.state,
      publisherClientId: myaffilApplications.publisherClientId,
      publisherName: publisherSociety(myaffilApplications.publisherClientId),
      supportId: myaffilApplications.supportId,
      supportName: myaffilSupports.name,
      supportUrl: myaffilSupports.url,
      supportBroadcastType: myaffilSupports.broadcastType,
      supportAudience: myaffilSupports.audience,
      message: myaffilApplications.message,
      state: myaffilApplications.state,
      refusalReason: myaffilApplications.refusalReason,
      createdAt: myaffilApplications.createdAt,
      decidedAt: myaffilApplications.decidedAt,
    })
    .from(myaffilApplications)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
    .leftJoin(myaffilSupports, eq(myaffilSupports.id, myaffilApplications.supportId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(myaffilApplications.createdAt), desc(myaffilApplications.id))
    .limit(5000);
}

/** A publisher's latest application to each program (for its own screens). */
export async function myApplications(db: Db, publisherClientId: number) {
  return db
    .selectDistinctOn([myaffilApplications.programId], {
      id: myaffilApplications.id,
      programId: myaffilApplications.programId,
      state: myaffilApplications.state,
      refusalReason: myaffilApplications.refusalReason,
      createdAt: myaffilApplications.createdAt,
    })
    .from(myaffilApplications)
    .where(eq(myaffilApplications.publisherClientId, publisherClientId))
    .orderBy(myaffilApplications.programId, desc(myaffilApplications.createdAt), desc(myaffilApplications.id));
}

/**
 * Accepts or refuses the given applications at once (a refusal carries its reason). Those
 * already in that state are left alone; returns how many changed.
 */
export async function decideApplications(db: Db, input: DecideApplicationsInput): Promise<number> {
  const rows = await db
    .update(myaffilApplications)
    .set({
      state: input.decision,
      refusalReason: input.decision === "refused" ? input.reason : null,
      decidedAt: sql`now()`,
    })
    .where(and(inArray(myaffilApplications.id, input.ids), ne(myaffilApplications.state, input.decision)))
    .returning({ id: myaffilApplications.id });
  return rows.length;
}

/** The programs and publishers that have applications (postulelist filters). */
export async function applicationFilterOptions(db: Db) {
  const programs = await db
    .selectDistinct({ id: myaffilPrograms.id, name: myaffilPrograms.name })
    .from(myaffilApplications)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
    .orderBy(myaffilPrograms.name);
  const publishers = await db
    .selectDistinct({
      id: myaffilApplications.publisherClientId,
      name: publisherSociety(myaffilApplications.publisherClientId),
    })
    .from(myaffilApplications)
    .orderBy(myaffilApplications.publisherClientId);
  return { programs, publishers };
}
