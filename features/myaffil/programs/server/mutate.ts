import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, myaffilCampaigns, myaffilPrograms, myaffilVisuals } from "@/lib/db/schema";
import {
  duplicateProgramSchema,
  fieldErrors,
  programSchema,
  recordStateSchema,
  type ProgramValues,
} from "@/lib/validation/program";
import { badInput, forbidden } from "@/lib/api/errors";
import { newTrackingId } from "@/features/myaffil/campaigns/server/tracking-link";
import { isAdvertiserClient } from "./list";
import { programFor, type ProgramRow, type Viewer } from "./scope";

/** Parses a program input, or throws BAD_USER_INPUT with { field: message key }. */
export function parseProgram(input: unknown): ProgramValues {
  const r = programSchema.safeParse(input);
  if (!r.success) throw badInput("Invalid program", fieldErrors(r.error));
  return r.data;
}

function columns(v: ProgramValues) {
  return {
    name: v.name,
    description: v.description,
    conditions: v.conditions,
    theme: v.theme,
    model: v.model,
    advertiserPriceCents: v.advertiserPriceCents,
    publisherPayoutCents: v.publisherPayoutCents,
    broadcastTypes: [...new Set(v.broadcastTypes)],
    countries: [...new Set(v.countries)],
    landingUrl: v.landingUrl,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    access: v.access,
  };
}

/**
 * A new program. An administrator creates it for any advertiser client, already validated and
 * paused; an advertiser for itself, paused and waiting for validation, with no publisher payout
 * yet (the network sets it when it validates).
 */
export async function createProgram(db: Db, viewer: Viewer, input: unknown): Promise<ProgramRow> {
  if (viewer.kind === "publisher") throw forbidden();
  const v = parseProgram(viewer.kind === "advertiser" ? { ...(input as object), publisherPayoutCents: 0 } : input);
  let clientId: number;
  if (viewer.kind === "admin") {
    if (!v.advertiserClientId) throw badInput("Invalid program", { advertiserClientId: "required" });
    if (!(await isAdvertiserClient(db, v.advertiserClientId)))
      throw badInput("Invalid program", { advertiserClientId: "unknownAdvertiser" });
    clientId = v.advertiserClientId;
  } else clientId = viewer.clientId;
  const now = new Date();
  const [row] = await db
    .insert(myaffilPrograms)
    .values({
      ...columns(v),
      advertiserClientId: clientId,
      state: "pause",
      validation: viewer.kind === "admin" ? "validated" : "pending",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Changes a program. Its advertiser keeps the publisher payout the network set (and may not lower
 * its price under it); an administrator may also move the program to another advertiser client.
 *
 * The landing page is where every tracking link of the program redirects: an advertiser who changes
 * it on a validated program sends the program back to validation (paused until an administrator
 * validates it again, since only a validated program may run), so that no link is re-pointed without
 * review. Every landing change is audited, with the old and new address.
 */
export async function updateProgram(
  db: Db,
  viewer: Viewer,
  id: number,
  input: unknown,
  actor: { id: number | null; ip: string | null } = { id: null, ip: null },
): Promise<ProgramRow> {
  const current = await programFor(db, viewer, id, "write");
  const raw =
    viewer.kind === "advertiser" ? { ...(input as object), publisherPayoutCents: current.publisherPayoutCents } : input;
  const r = programSchema.safeParse(raw);
  if (!r.success) {
    const fields = fieldErrors(r.error);
    // For an advertiser, a price under the payout is the price's fault.
    if (viewer.kind === "advertiser" && fields.publisherPayoutCents === "payoutAbovePrice") {
      delete fields.publisherPayoutCents;
      fields.advertiserPriceCents = "payoutAbovePrice";
    }
    throw badInput("Invalid program", fields);
  }
  const v = r.data;
  let clientId = current.advertiserClientId;
  if (viewer.kind === "admin" && v.advertiserClientId && v.advertiserClientId !== clientId) {
    if (!(await isAdvertiserClient(db, v.advertiserClientId)))
      throw badInput("Invalid program", { advertiserClientId: "unknownAdvertiser" });
    clientId = v.advertiserClientId;
  }
  const landingChanged = v.landingUrl !== current.landingUrl;
  const review = landingChanged && viewer.kind === "advertiser" && current.validation === "validated";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(myaffilPrograms)
      .set({
        ...columns(v),
        advertiserClientId: clientId,
        updatedAt: new Date(),
        ...(review
          ? { validation: "pending" as const, state: current.state === "valide" ? "pause" : current.state }
          : {}),
      })
      .where(eq(myaffilPrograms.id, id))
      .returning();
    if (landingChanged)
      await tx.insert(auditLog).values({
        actorId: actor.id,
        action: "program_landing_changed",
        targetType: "perf_program",
        targetId: String(id),
        ip: actor.ip,
        details: {
          from: current.landingUrl,
          to: v.landingUrl,
          by: viewer.kind,
          // Back to validation: the state and validation before the change.
          review,
          previousState: current.state,
          previousValidation: current.validation,
        },
      });
    return row!;
  });
}

/** valide, pause or supprime (soft delete). A program runs only once an administrator validated it. */
export async function setProgramState(db: Db, viewer: Viewer, id: number, state: unknown): Promise<ProgramRow> {
  const s = recordStateSchema.safeParse(state);
  if (!s.success) throw badInput("Invalid state", { state: "unknownState" });
  const current = await programFor(db, viewer, id, "write");
  if (s.data === "valide" && current.validation !== "validated")
    throw badInput("Program not validated", { state: "notValidated" });
  const [row] = await db
    .update(myaffilPrograms)
    .set({ state: s.data, updatedAt: new Date() })
    .where(eq(myaffilPrograms.id, id))
    .returning();
  return row!;
}

/** An administrator validates an advertiser's program; it stays paused until someone starts it. */
export async function validateProgram(db: Db, viewer: Viewer, id: number): Promise<ProgramRow> {
  if (viewer.kind !== "admin") throw forbidden();
  await programFor(db, viewer, id, "write");
  const [row] = await db
    .update(myaffilPrograms)
    .set({ validation: "validated", updatedAt: new Date() })
    .where(eq(myaffilPrograms.id, id))
    .returning();
  return row!;
}

/**
 * Copies a program under a new name, paused, with its campaigns that are not deleted (paused, with
 * new tracking identifiers) and their visuals that are not deleted. One transaction.
 */
export async function duplicateProgram(db: Db, viewer: Viewer, input: unknown): Promise<ProgramRow> {
  if (viewer.kind !== "admin") throw forbidden();
  const r = duplicateProgramSchema.safeParse(input);
  if (!r.success) throw badInput("Invalid duplicate", fieldErrors(r.error));
  const source = await programFor(db, viewer, r.data.id, "read");
  if (source.state === "supprime") throw badInput("Deleted program", { id: "unknownProgram" });
  const now = new Date();
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
    const [program] = await tx
      .insert(myaffilPrograms)
      .values({ ...copy, name: r.data.name, state: "pause", createdAt: now, updatedAt: now })
      .returning();
    const campaigns = await tx
      .select()
      .from(myaffilCampaigns)
      .where(and(eq(myaffilCampaigns.programId, source.id), ne(myaffilCampaigns.state, "supprime")))
      .orderBy(myaffilCampaigns.id);
    if (!campaigns.length) return program!;
    const created = await tx
      .insert(myaffilCampaigns)
      .values(
        campaigns.map(({ id: _cid, createdAt: _cc, updatedAt: _cu, ...c }) => ({
          ...c,
          programId: program!.id,
          state: "pause" as const,
          trackingId: newTrackingId(),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: myaffilCampaigns.id });
    const newId = new Map(campaigns.map((c, i) => [c.id, created[i]!.id]));
    const visuals = await tx
      .select()
      .from(myaffilVisuals)
      .where(
        and(
          inArray(
            myaffilVisuals.campaignId,
            campaigns.map((c) => c.id),
          ),
          isNull(myaffilVisuals.deletedAt),
        ),
      )
      .orderBy(myaffilVisuals.id);
    if (visuals.length)
      await tx.insert(myaffilVisuals).values(
        visuals.map(({ id: _vid, createdAt: _vc, ...v }) => ({
          ...v,
          campaignId: newId.get(v.campaignId)!,
          createdAt: now,
        })),
      );
    return program!;
  });
}
