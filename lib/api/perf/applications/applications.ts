import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfApplications, perfPrograms, perfSupports, type ApplicationState } from "@/lib/db/schema";
import type { ApplyInput, DecideApplicationsInput } from "@/lib/validation/application";
import { badInput } from "../../errors";
import { supportOf } from "../supports/supports";
import { notFound, publisherSociety } from "./scope";

export const LIVE_STATES: ApplicationState[] = ["being_verified", "accepted"];

/**
 * A publisher applies to a program with one of its supports. The program must be open to
 * publishers (running and validated); one live application (being verified or accepted) per
 * program and publisher: after a refusal it may apply again.
 */
export async function applyToProgram(db: Db, publisherClientId: number, input: ApplyInput) {
  return db.transaction(async (tx) => {
    const [program] = await tx.select().from(perfPrograms).where(eq(perfPrograms.id, input.programId)).for("update");
    if (!program || program.state !== "valide" || program.validation !== "validated") throw notFound("Program");
    const support = await supportOf(tx as unknown as Db, input.supportId, publisherClientId);
    if (support.state !== "valide") throw badInput("Support paused", { supportId: "supportPaused" });
    const [live] = await tx
      .select({ id: perfApplications.id })
      .from(perfApplications)
      .where(and(eq(perfApplications.programId, program.id), eq(perfApplications.publisherClientId, publisherClientId), inArray(perfApplications.state, LIVE_STATES)))
      .limit(1);
    if (live) throw badInput("Already applied", { programId: "alreadyApplied" });
    const [row] = await tx
      .insert(perfApplications)
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
  if (f.state) where.push(eq(perfApplications.state, f.state));
  if (f.programId) where.push(eq(perfApplications.programId, f.programId));
  if (f.publisherClientId) where.push(eq(perfApplications.publisherClientId, f.publisherClientId));
  return db
    .select({
      id: perfApplications.id,
      programId: perfApplications.programId,
      programName: perfPrograms.name,
      programState: perfPrograms.state,
      publisherClientId: perfApplications.publisherClientId,
      publisherName: publisherSociety(perfApplications.publisherClientId),
      supportId: perfApplications.supportId,
      supportName: perfSupports.name,
      supportUrl: perfSupports.url,
      supportBroadcastType: perfSupports.broadcastType,
      supportAudience: perfSupports.audience,
      message: perfApplications.message,
      state: perfApplications.state,
      refusalReason: perfApplications.refusalReason,
      createdAt: perfApplications.createdAt,
      decidedAt: perfApplications.decidedAt,
    })
    .from(perfApplications)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfApplications.programId))
    .leftJoin(perfSupports, eq(perfSupports.id, perfApplications.supportId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(perfApplications.createdAt), desc(perfApplications.id))
    .limit(5000);
}

/** A publisher's latest application to each program (for its own screens). */
export async function myApplications(db: Db, publisherClientId: number) {
  return db
    .selectDistinctOn([perfApplications.programId], {
      id: perfApplications.id,
      programId: perfApplications.programId,
      state: perfApplications.state,
      refusalReason: perfApplications.refusalReason,
      createdAt: perfApplications.createdAt,
    })
    .from(perfApplications)
    .where(eq(perfApplications.publisherClientId, publisherClientId))
    .orderBy(perfApplications.programId, desc(perfApplications.createdAt), desc(perfApplications.id));
}

/**
 * Accepts or refuses the given applications at once (a refusal carries its reason). Those
 * already in that state are left alone; returns how many changed.
 */
export async function decideApplications(db: Db, input: DecideApplicationsInput): Promise<number> {
  const rows = await db
    .update(perfApplications)
    .set({ state: input.decision, refusalReason: input.decision === "refused" ? input.reason : null, decidedAt: sql`now()` })
    .where(and(inArray(perfApplications.id, input.ids), ne(perfApplications.state, input.decision)))
    .returning({ id: perfApplications.id });
  return rows.length;
}

/** The programs and publishers that have applications (postulelist filters). */
export async function applicationFilterOptions(db: Db) {
  const programs = await db
    .selectDistinct({ id: perfPrograms.id, name: perfPrograms.name })
    .from(perfApplications)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfApplications.programId))
    .orderBy(perfPrograms.name);
  const publishers = await db
    .selectDistinct({ id: perfApplications.publisherClientId, name: publisherSociety(perfApplications.publisherClientId) })
    .from(perfApplications)
    .orderBy(perfApplications.publisherClientId);
  return { programs, publishers };
}
