import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns } from "@/lib/db/schema";
import { campaignSchema } from "@/lib/validation/campaign";
import { fieldErrors, recordStateSchema } from "@/lib/validation/program";
import { badInput, forbidden } from "@/lib/api/errors";
import { programFor, type Viewer } from "@/features/myaffil/programs/server/scope";
import { campaignFor, type CampaignRow } from "./list";
import { newTrackingId } from "./tracking-link";

function parseCampaign(input: unknown) {
  const r = campaignSchema.safeParse(input);
  if (!r.success) throw badInput("Invalid campaign", fieldErrors(r.error));
  return r.data;
}

/** The program a campaign goes into must be the viewer's to change, and not deleted. */
async function targetProgram(db: Db, viewer: Viewer, programId: number) {
  const program = await programFor(db, viewer, programId, "write").catch((e: { extensions?: { code?: string } }) => {
    if (e.extensions?.code === "NOT_FOUND") throw badInput("Unknown program", { programId: "unknownProgram" });
    throw e;
  });
  if (program.state === "supprime") throw badInput("Deleted program", { programId: "unknownProgram" });
  return program;
}

/** A new campaign, paused, with a fresh tracking identifier (an administrator on any program, an advertiser on its own). */
export async function createCampaign(db: Db, viewer: Viewer, input: unknown): Promise<CampaignRow> {
  if (viewer.kind === "publisher") throw forbidden();
  const v = parseCampaign(input);
  await targetProgram(db, viewer, v.programId);
  const now = new Date();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(myaffilCampaigns)
        .values({ ...v, state: "pause", trackingId: newTrackingId(), createdAt: now, updatedAt: now })
        .returning();
      return row!;
    } catch (e) {
      // 36^10 identifiers: a collision is all but impossible; retry once or twice anyway.
      if (attempt >= 2) throw e;
    }
  }
}

/** Changes a campaign's name, dates, budget and caps (an administrator may also move it to another program). */
export async function updateCampaign(db: Db, viewer: Viewer, id: number, input: unknown): Promise<CampaignRow> {
  const current = await campaignFor(db, viewer, id);
  const v = parseCampaign(input);
  if (v.programId !== current.programId) {
    if (viewer.kind !== "admin") throw badInput("Invalid campaign", { programId: "unknownProgram" });
    await targetProgram(db, viewer, v.programId);
  }
  const [row] = await db
    .update(myaffilCampaigns)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(myaffilCampaigns.id, id))
    .returning();
  return row!;
}

/** valide, pause or supprime (soft delete). */
export async function setCampaignState(db: Db, viewer: Viewer, id: number, state: unknown): Promise<CampaignRow> {
  const s = recordStateSchema.safeParse(state);
  if (!s.success) throw badInput("Invalid state", { state: "unknownState" });
  await campaignFor(db, viewer, id);
  const [row] = await db
    .update(myaffilCampaigns)
    .set({ state: s.data, updatedAt: new Date() })
    .where(eq(myaffilCampaigns.id, id))
    .returning();
  return row!;
}
