import { and, asc, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfCampaigns, perfImages, perfPrograms, perfVisuals } from "@/lib/db/schema";
import type { VisualInput } from "@/lib/validation/visual";
import { badInput, forbidden } from "../../errors";
import { campaignScope, notFound, type CreativeViewer } from "../applications/scope";
import { linkFor, previewPath, renderVisual } from "./render";
import { sanitizeVisualHtml } from "./sanitize";

const visualColumns = {
  id: perfVisuals.id,
  campaignId: perfVisuals.campaignId,
  campaignName: perfCampaigns.name,
  campaignState: perfCampaigns.state,
  trackingId: perfCampaigns.trackingId,
  programId: perfPrograms.id,
  programName: perfPrograms.name,
  advertiserClientId: perfPrograms.advertiserClientId,
  kind: perfVisuals.kind,
  name: perfVisuals.name,
  subject: perfVisuals.subject,
  senderName: perfVisuals.senderName,
  html: perfVisuals.html,
  imageId: perfVisuals.imageId,
  imageStoredName: perfImages.storedName,
  width: perfVisuals.width,
  height: perfVisuals.height,
  linkText: perfVisuals.linkText,
  createdAt: perfVisuals.createdAt,
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
  return { ...v, trackingLink: link, code: renderVisual(v, link), previewPath: previewPath(publisherClientId, v.id, v.trackingId) };
}

export interface VisualFilters {
  campaignId?: number | null;
  programId?: number | null;
  trackingId?: string | null;
}

/** The visuals (not deleted) the viewer may read, by campaign then newest first. */
export async function listVisuals(db: Db, viewer: CreativeViewer, f: VisualFilters = {}): Promise<VisualRow[]> {
  const where: (SQL | undefined)[] = [isNull(perfVisuals.deletedAt), campaignScope(viewer)];
  if (viewer.kind !== "admin") where.push(ne(perfPrograms.state, "supprime"));
  if (f.campaignId) where.push(eq(perfVisuals.campaignId, f.campaignId));
  if (f.programId) where.push(eq(perfPrograms.id, f.programId));
  if (f.trackingId) where.push(eq(perfCampaigns.trackingId, f.trackingId));
  return (await db
    .select(visualColumns)
    .from(perfVisuals)
    .innerJoin(perfCampaigns, eq(perfCampaigns.id, perfVisuals.campaignId))
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .leftJoin(perfImages, eq(perfImages.id, perfVisuals.imageId))
    .where(and(...where))
    .orderBy(asc(perfPrograms.name), asc(perfCampaigns.name), desc(perfVisuals.createdAt), desc(perfVisuals.id))) as VisualRow[];
}

/** The campaign `id` if the viewer may add or change its visuals: an administrator, or the program's advertiser. */
export async function campaignForWrite(db: Db, viewer: CreativeViewer, campaignId: number) {
  const [c] = await db
    .select({ id: perfCampaigns.id, state: perfCampaigns.state, advertiserClientId: perfPrograms.advertiserClientId })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(eq(perfCampaigns.id, campaignId));
  if (!c) throw badInput("Unknown campaign", { campaignId: "chooseCampaign" });
  if (viewer.kind === "publisher") throw forbidden();
  if (viewer.kind === "advertiser" && c.advertiserClientId !== viewer.clientId) throw forbidden();
  if (c.state === "supprime") throw badInput("Deleted campaign", { campaignId: "campaignDeleted" });
  return c;
}

/** The visual `id` (not deleted) if the viewer may change it; NOT_FOUND or FORBIDDEN otherwise. */
async function visualForWrite(db: Db, viewer: CreativeViewer, id: number) {
  const [v] = await db
    .select({ id: perfVisuals.id, advertiserClientId: perfPrograms.advertiserClientId })
    .from(perfVisuals)
    .innerJoin(perfCampaigns, eq(perfCampaigns.id, perfVisuals.campaignId))
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(eq(perfVisuals.id, id), isNull(perfVisuals.deletedAt)));
  if (!v) throw notFound("Visual");
  if (viewer.kind === "publisher") throw forbidden();
  if (viewer.kind === "advertiser" && v.advertiserClientId !== viewer.clientId) throw forbidden();
  return v;
}

/** The columns of a visual from checked input: only its kind's fields; e-mail HTML sanitised. */
async function columnsOf(db: Db, input: VisualInput) {
  const base = { campaignId: input.campaignId, kind: input.kind, name: input.name, subject: null, senderName: null, html: null, imageId: null, width: null, height: null, linkText: null };
  if (input.kind === "email") {
    const html = sanitizeVisualHtml(input.html);
    if (!html) throw badInput("Empty HTML", { html: "htmlEmpty" });
    return { ...base, subject: input.subject, senderName: input.senderName, html };
  }
  if (input.kind === "banner") {
    const [img] = await db.select().from(perfImages).where(eq(perfImages.id, input.imageId!));
    if (!img) throw badInput("Unknown image", { imageId: "chooseImage" });
    return { ...base, imageId: img.id, width: input.width ?? img.width, height: input.height ?? img.height };
  }
  return { ...base, linkText: input.linkText };
}

export async function createVisual(db: Db, viewer: CreativeViewer, input: VisualInput): Promise<number> {
  await campaignForWrite(db, viewer, input.campaignId);
  const [row] = await db.insert(perfVisuals).values(await columnsOf(db, input)).returning({ id: perfVisuals.id });
  return row!.id;
}

export async function updateVisual(db: Db, viewer: CreativeViewer, id: number, input: VisualInput): Promise<number> {
  await visualForWrite(db, viewer, id);
  await campaignForWrite(db, viewer, input.campaignId);
  await db.update(perfVisuals).set(await columnsOf(db, input)).where(eq(perfVisuals.id, id));
  return id;
}

/** Soft delete: shoots keep pointing at it; it disappears from every list and preview. */
export async function deleteVisual(db: Db, viewer: CreativeViewer, id: number): Promise<void> {
  await visualForWrite(db, viewer, id);
  await db.update(perfVisuals).set({ deletedAt: sql`now()` }).where(eq(perfVisuals.id, id));
}

/** One visual the viewer may read, or NOT_FOUND. */
export async function visualFor(db: Db, viewer: CreativeViewer, id: number): Promise<VisualRow> {
  const where: (SQL | undefined)[] = [eq(perfVisuals.id, id), isNull(perfVisuals.deletedAt), campaignScope(viewer)];
  const [v] = await db
    .select(visualColumns)
    .from(perfVisuals)
    .innerJoin(perfCampaigns, eq(perfCampaigns.id, perfVisuals.campaignId))
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .leftJoin(perfImages, eq(perfImages.id, perfVisuals.imageId))
    .where(and(...where));
  if (!v) throw notFound("Visual");
  return v as VisualRow;
}

/** Campaigns (not deleted) the viewer may add visuals to, with their program. */
export async function writableCampaigns(db: Db, viewer: CreativeViewer, programId?: number | null) {
  if (viewer.kind === "publisher") throw forbidden();
  const where: (SQL | undefined)[] = [ne(perfCampaigns.state, "supprime"), ne(perfPrograms.state, "supprime"), campaignScope(viewer)];
  if (programId) where.push(eq(perfPrograms.id, programId));
  return db
    .select({ id: perfCampaigns.id, name: perfCampaigns.name, trackingId: perfCampaigns.trackingId, state: perfCampaigns.state, programId: perfPrograms.id, programName: perfPrograms.name, advertiserClientId: perfPrograms.advertiserClientId })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(...where))
    .orderBy(asc(perfPrograms.name), asc(perfCampaigns.name));
}

/** A campaign by its tracking identifier, as the viewer may read it (admin visuel page). */
export async function campaignByTrackingId(db: Db, viewer: CreativeViewer, trackingId: string) {
  const [c] = await db
    .select({ id: perfCampaigns.id, name: perfCampaigns.name, trackingId: perfCampaigns.trackingId, state: perfCampaigns.state, programId: perfPrograms.id, programName: perfPrograms.name, advertiserClientId: perfPrograms.advertiserClientId })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(eq(perfCampaigns.trackingId, trackingId), campaignScope(viewer)));
  return c ?? null;
}

/**
 * The public preview (no session): the visual `visualId` of the campaign whose tracking identifier
 * is `trackingId`, rendered with publisher `publisherClientId`'s link; null when unknown, deleted,
 * or of another campaign.
 */
export async function previewVisual(db: Db, publisherClientId: number, visualId: number, trackingId: string): Promise<{ title: string; body: string } | null> {
  const [v] = await db
    .select(visualColumns)
    .from(perfVisuals)
    .innerJoin(perfCampaigns, eq(perfCampaigns.id, perfVisuals.campaignId))
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .leftJoin(perfImages, eq(perfImages.id, perfVisuals.imageId))
    .where(and(eq(perfVisuals.id, visualId), isNull(perfVisuals.deletedAt), eq(perfCampaigns.trackingId, trackingId)));
  if (!v) return null;
  const row = v as VisualRow;
  return { title: row.subject || row.name, body: renderVisual(row, linkFor(row.trackingId, publisherClientId)) };
}
