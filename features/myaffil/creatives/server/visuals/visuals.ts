import { and, asc, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns, myaffilImages, myaffilPrograms, myaffilVisuals } from "@/lib/db/schema";
import type { VisualInput } from "@/lib/validation/visual";
import { badInput, forbidden } from "@/lib/api/errors";
import { campaignScope, notFound, type CreativeViewer } from "@/features/myaffil/applications/server/scope";
import { linkFor, previewPath, renderVisual } from "./render";
import { sanitizeVisualHtml } from "./sanitize";

const visualColumns = {
  id: myaffilVisuals.id,
  campaignId: myaffilVisuals.campaignId,
  campaignName: myaffilCampaigns.name,
  campaignState: myaffilCampaigns.state,
  trackingId: myaffilCampaigns.trackingId,
  programId: myaffilPrograms.id,
  programName: myaffilPrograms.name,
  advertiserClientId: myaffilPrograms.advertiserClientId,
  kind: myaffilVisuals.kind,
  name: myaffilVisuals.name,
  subject: myaffilVisuals.subject,
  senderName: myaffilVisuals.senderName,
  html: myaffilVisuals.html,
  imageId: myaffilVisuals.imageId,
  imageStoredName: myaffilImages.storedName,
  width: myaffilVisuals.width,
  height: myaffilVisuals.height,
  linkText: myaffilVisuals.linkText,
  createdAt: myaffilVisuals.createdAt,
};
export interface VisualRow {
  id: number;
  campaignId: number;
  campaignName: string;
  campaignState: string;
  trackingId: string;
  programId: number;
  programName: string;
  advertiserClientId: number;
  kind: "email" | "banner" | "text";
  name: string;
  subject: string | null;
  senderName: string | null;
  html: string | null;
  imageId: number | null;
  imageStoredName: string | null;
  width: number | null;
  height: number | null;
  linkText: string | null;
  createdAt: Date;
}

/** A visual as the API returns it: with its code and preview for the given publisher (0: none). */
export function presentVisual(v: VisualRow, publisherClientId: number) {
  const link = linkFor(v.trackingId, publisherClientId);
  return {
    ...v,
    trackingLink: link,
    code: renderVisual(v, link),
    previewPath: previewPath(publisherClientId, v.id, v.trackingId),
  };
}

export interface VisualFilters {
  campaignId?: number | null;
  programId?: number | null;
  trackingId?: string | null;
}

/** The visuals (not deleted) the viewer may read, by campaign then newest first. */
export async function listVisuals(db: Db, viewer: CreativeViewer, f: VisualFilters = {}): Promise<VisualRow[]> {
  const where: (SQL | undefined)[] = [isNull(myaffilVisuals.deletedAt), campaignScope(viewer)];
  if (viewer.kind !== "admin") where.push(ne(myaffilPrograms.state, "supprime"));
  if (f.campaignId) where.push(eq(myaffilVisuals.campaignId, f.campaignId));
  if (f.programId) where.push(eq(myaffilPrograms.id, f.programId));
  if (f.trackingId) where.push(eq(myaffilCampaigns.trackingId, f.trackingId));
  return (await db
    .select(visualColumns)
    .from(myaffilVisuals)
    .innerJoin(myaffilCampaigns, eq(myaffilCampaigns.id, myaffilVisuals.campaignId))
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .leftJoin(myaffilImages, eq(myaffilImages.id, myaffilVisuals.imageId))
    .where(and(...where))
    .orderBy(
      asc(myaffilPrograms.name),
      asc(myaffilCampaigns.name),
      desc(myaffilVisuals.createdAt),
      desc(myaffilVisuals.id),
    )) as VisualRow[];
}

/** The campaign `id` if the viewer may add or change its visuals: an administrator, or the program's advertiser. */
export async function campaignForWrite(db: Db, viewer: CreativeViewer, campaignId: number) {
  const [c] = await db
    .select({
      id: myaffilCampaigns.id,
      state: myaffilCampaigns.state,
      advertiserClientId: myaffilPrograms.advertiserClientId,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(eq(myaffilCampaigns.id, campaignId));
  if (!c) throw badInput("Unknown campaign", { campaignId: "chooseCampaign" });
  if (viewer.kind === "publisher") throw forbidden();
  if (viewer.kind === "advertiser" && c.advertiserClientId !== viewer.clientId) throw forbidden();
  if (c.state === "supprime") throw badInput("Deleted campaign", { campaignId: "campaignDeleted" });
  return c;
}

/** The visual `id` (not deleted) if the viewer may change it; NOT_FOUND or FORBIDDEN otherwise. */
async function visualForWrite(db: Db, viewer: CreativeViewer, id: number) {
  const [v] = await db
    .select({ id: myaffilVisuals.id, advertiserClientId: myaffilPrograms.advertiserClientId })
    .from(myaffilVisuals)
    .innerJoin(myaffilCampaigns, eq(myaffilCampaigns.id, myaffilVisuals.campaignId))
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(eq(myaffilVisuals.id, id), isNull(myaffilVisuals.deletedAt)));
  if (!v) throw notFound("Visual");
  if (viewer.kind === "publisher") throw forbidden();
  if (viewer.kind === "advertiser" && v.advertiserClientId !== viewer.clientId) throw forbidden();
  return v;
}

/** The columns of a visual from checked input: only its kind's fields; e-mail HTML sanitised. */
async function columnsOf(db: Db, input: VisualInput) {
  const base = {
    campaignId: input.campaignId,
    kind: input.kind,
    name: input.name,
    subject: null,
    senderName: null,
    html: null,
    imageId: null,
    width: null,
    height: null,
    linkText: null,
  };
  if (input.kind === "email") {
    const html = sanitizeVisualHtml(input.html);
    if (!html) throw badInput("Empty HTML", { html: "htmlEmpty" });
    return { ...base, subject: input.subject, senderName: input.senderName, html };
  }
  if (input.kind === "banner") {
    const [img] = await db.select().from(myaffilImages).where(eq(myaffilImages.id, input.imageId!));
    if (!img) throw badInput("Unknown image", { imageId: "chooseImage" });
    return { ...base, imageId: img.id, width: input.width ?? img.width, height: input.height ?? img.height };
  }
  return { ...base, linkText: input.linkText };
}

export async function createVisual(db: Db, viewer: CreativeViewer, input: VisualInput): Promise<number> {
  await campaignForWrite(db, viewer, input.campaignId);
  const [row] = await db
    .insert(myaffilVisuals)
    .values(await columnsOf(db, input))
    .returning({ id: myaffilVisuals.id });
  return row!.id;
}

export async function updateVisual(db: Db, viewer: CreativeViewer, id: number, input: VisualInput): Promise<number> {
  await visualForWrite(db, viewer, id);
  await campaignForWrite(db, viewer, input.campaignId);
  await db
    .update(myaffilVisuals)
    .set(await columnsOf(db, input))
    .where(eq(myaffilVisuals.id, id));
  return id;
}

/** Soft delete: shoots keep pointing at it; it disappears from every list and preview. */
export async function deleteVisual(db: Db, viewer: CreativeViewer, id: number): Promise<void> {
  await visualForWrite(db, viewer, id);
  await db
    .update(myaffilVisuals)
    .set({ deletedAt: sql`now()` })
    .where(eq(myaffilVisuals.id, id));
}

/** One visual the viewer may read, or NOT_FOUND. */
export async function visualFor(db: Db, viewer: CreativeViewer, id: number): Promise<VisualRow> {
  const where: (SQL | undefined)[] = [
    eq(myaffilVisuals.id, id),
    isNull(myaffilVisuals.deletedAt),
    campaignScope(viewer),
  ];
  const [v] = await db
    .select(visualColumns)
    .from(myaffilVisuals)
    .innerJoin(myaffilCampaigns, eq(myaffilCampaigns.id, myaffilVisuals.campaignId))
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .leftJoin(myaffilImages, eq(myaffilImages.id, myaffilVisuals.imageId))
    .where(and(...where));
  if (!v) throw notFound("Visual");
  return v as VisualRow;
}

/** Campaigns (not deleted) the viewer may add visuals to, with their program. */
export async function writableCampaigns(db: Db, viewer: CreativeViewer, programId?: number | null) {
  if (viewer.kind === "publisher") throw forbidden();
  const where: (SQL | undefined)[] = [
    ne(myaffilCampaigns.state, "supprime"),
    ne(myaffilPrograms.state, "supprime"),
    campaignScope(viewer),
  ];
  if (programId) where.push(eq(myaffilPrograms.id, programId));
  return db
    .select({
      id: myaffilCampaigns.id,
      name: myaffilCampaigns.name,
      trackingId: myaffilCampaigns.trackingId,
      state: myaffilCampaigns.state,
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
      advertiserClientId: myaffilPrograms.advertiserClientId,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(...where))
    .orderBy(asc(myaffilPrograms.name), asc(myaffilCampaigns.name));
}

/** A campaign by its tracking identifier, as the viewer may read it (admin visuel page). */
export async function campaignByTrackingId(db: Db, viewer: CreativeViewer, trackingId: string) {
  const [c] = await db
    .select({
      id: myaffilCampaigns.id,
      name: myaffilCampaigns.name,
      trackingId: myaffilCampaigns.trackingId,
      state: myaffilCampaigns.state,
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
      advertiserClientId: myaffilPrograms.advertiserClientId,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(eq(myaffilCampaigns.trackingId, trackingId), campaignScope(viewer)));
  return c ?? null;
}

/**
 * The public preview (no session): the visual `visualId` of the campaign whose tracking identifier
 * is `trackingId`, rendered with publisher `publisherClientId`'s link; null when unknown, deleted,
 * or of another campaign.
 */
export async function previewVisual(
  db: Db,
  publisherClientId: number,
  visualId: number,
  trackingId: string,
): Promise<{ title: string; body: string } | null> {
  const [v] = await db
    .select(visualColumns)
    .from(myaffilVisuals)
    .innerJoin(myaffilCampaigns, eq(myaffilCampaigns.id, myaffilVisuals.campaignId))
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .leftJoin(myaffilImages, eq(myaffilImages.id, myaffilVisuals.imageId))
    .where(
      and(
        eq(myaffilVisuals.id, visualId),
        isNull(myaffilVisuals.deletedAt),
        eq(myaffilCampaigns.trackingId, trackingId),
      ),
    );
  if (!v) return null;
  const row = v as VisualRow;
  return { title: row.subject || row.name, body: renderVisual(row, linkFor(row.trackingId, publisherClientId)) };
}
