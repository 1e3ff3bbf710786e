import { and, asc, desc, eq, gte, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfCampaigns, perfPrograms, perfShoots, perfSupports, perfVisuals, type ShootState } from "@/lib/db/schema";
import type { PostponeShootInput, ReportShootInput, ScheduleShootInput } from "@/lib/validation/shoot";
import { badInput, forbidden } from "../../errors";
import { notFound, publisherCampaigns, publisherSociety, type CreativeViewer } from "../applications/scope";
import { BUSINESS_TIME_ZONE, todayInParis } from "../dashboard/period";
import { supportOf } from "../supports/supports";

const TZ = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** A Paris calendar day and time as a timestamp. */
const parisMoment = (date: string, time: string) => sql`((${date}::date + ${time}::time) at time zone ${TZ})`;

export interface ShootFilters {
  state?: ShootState | null;
  programId?: number | null;
  campaignId?: number | null;
  publisherClientId?: number | null;
  /** Paris days, inclusive. */
  from?: string | null;
  to?: string | null;
}

function scopeOf(viewer: CreativeViewer): SQL | undefined {
  if (viewer.kind === "admin") return undefined;
  if (viewer.kind === "advertiser") return eq(perfPrograms.advertiserClientId, viewer.clientId);
  return eq(perfShoots.publisherClientId, viewer.clientId);
}

/** Shoots the viewer may read: its own (publisher), on its programs (advertiser), or all; latest date first. */
export async function listShoots(db: Db, viewer: CreativeViewer, f: ShootFilters = {}) {
  const where: (SQL | undefined)[] = [scopeOf(viewer)];
  if (f.state) where.push(eq(perfShoots.state, f.state));
  if (f.programId) where.push(eq(perfPrograms.id, f.programId));
  if (f.campaignId) where.push(eq(perfShoots.campaignId, f.campaignId));
  if (f.publisherClientId) where.push(eq(perfShoots.publisherClientId, f.publisherClientId));
  if (f.from) where.push(gte(perfShoots.scheduledAt, parisMoment(f.from, "00:00")));
  if (f.to) where.push(lte(perfShoots.scheduledAt, sql`(${parisMoment(f.to, "00:00")} + interval '1 day' - interval '1 microsecond')`));
  return db
    .select({
      id: perfShoots.id,
      campaignId: perfShoots.campaignId,
      campaignName: perfCampaigns.name,
      trackingId: perfCampaigns.trackingId,
      programId: perfPrograms.id,
      programName: perfPrograms.name,
      advertiserClientId: perfPrograms.advertiserClientId,
      publisherClientId: perfShoots.publisherClientId,
      publisherName: publisherSociety(perfShoots.publisherClientId),
      supportId: perfShoots.supportId,
      supportName: perfSupports.name,
      visualId: perfShoots.visualId,
      visualName: perfVisuals.name,
      scheduledAt: perfShoots.scheduledAt,
      date: sql<string>`to_char(${perfShoots.scheduledAt} at time zone ${TZ}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${perfShoots.scheduledAt} at time zone ${TZ}, 'HH24:MI')`,
      volume: perfShoots.volume,
      state: perfShoots.state,
      sent: perfShoots.sent,
      opens: perfShoots.opens,
      createdAt: perfShoots.createdAt,
    })
    .from(perfShoots)
    .innerJoin(perfCampaigns, eq(perfCampaigns.id, perfShoots.campaignId))
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .innerJoin(perfSupports, eq(perfSupports.id, perfShoots.supportId))
    .leftJoin(perfVisuals, eq(perfVisuals.id, perfShoots.visualId))
    .where(and(...where))
    .orderBy(desc(perfShoots.scheduledAt), desc(perfShoots.id))
    .limit(5000);
}

/** Campaigns a publisher may schedule on (its accepted ones), each with its visuals. */
export async function shootCampaigns(db: Db, publisherClientId: number) {
  const campaigns = await db
    .select({ id: perfCampaigns.id, name: perfCampaigns.name, trackingId: perfCampaigns.trackingId, programId: perfPrograms.id, programName: perfPrograms.name })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(publisherCampaigns(publisherClientId))
    .orderBy(asc(perfPrograms.name), asc(perfCampaigns.name));
  if (!campaigns.length) return [];
  const visuals = await db
    .select({ id: perfVisuals.id, campaignId: perfVisuals.campaignId, name: perfVisuals.name, kind: perfVisuals.kind })
    .from(perfVisuals)
    .where(and(isNull(perfVisuals.deletedAt), sql`${perfVisuals.campaignId} in (${sql.join(campaigns.map((c) => sql`${c.id}`), sql`, `)})`))
    .orderBy(asc(perfVisuals.name));
  return campaigns.map((c) => ({ ...c, visuals: visuals.filter((v) => v.campaignId === c.id) }));
}

async function notInPast(db: Db, date: string) {
  if (date < (await todayInParis(db))) throw badInput("Date in the past", { date: "dateInPast" });
}

/** A publisher schedules a shoot on one of its accepted campaigns, with its own support. */
export async function scheduleShoot(db: Db, publisherClientId: number, input: ScheduleShootInput): Promise<number> {
  const [campaign] = await db
    .select({ id: perfCampaigns.id })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(eq(perfCampaigns.id, input.campaignId), publisherCampaigns(publisherClientId)));
  if (!campaign) throw forbidden("Campaign not accepted");
  const support = await supportOf(db, input.supportId, publisherClientId);
  if (support.state !== "valide") throw badInput("Support paused", { supportId: "supportPaused" });
  if (input.visualId != null) {
    const [v] = await db.select({ id: perfVisuals.id }).from(perfVisuals).where(and(eq(perfVisuals.id, input.visualId), eq(perfVisuals.campaignId, campaign.id), isNull(perfVisuals.deletedAt)));
    if (!v) throw badInput("Unknown visual", { visualId: "chooseVisual" });
  }
  await notInPast(db, input.date);
  const [row] = await db
    .insert(perfShoots)
    .values({ campaignId: campaign.id, publisherClientId, supportId: support.id, visualId: input.visualId, scheduledAt: parisMoment(input.date, input.time), volume: input.volume, state: "valid" })
    .returning({ id: perfShoots.id });
  return row!.id;
}

async function ownShoot(db: Db, publisherClientId: number, id: number) {
  const [s] = await db.select().from(perfShoots).where(eq(perfShoots.id, id));
  if (!s || s.publisherClientId !== publisherClientId) throw notFound("Shoot");
  return s;
}

/** A new date: the shoot becomes postponed. A cancelled shoot stays cancelled. */
export async function postponeShoot(db: Db, publisherClientId: number, input: PostponeShootInput): Promise<void> {
  const s = await ownShoot(db, publisherClientId, input.id);
  if (s.state === "cancelled") throw badInput("Shoot cancelled", { id: "shootCancelled" });
  await notInPast(db, input.date);
  await db.update(perfShoots).set({ scheduledAt: parisMoment(input.date, input.time), state: "postponed" }).where(eq(perfShoots.id, s.id));
}

export async function cancelShoot(db: Db, publisherClientId: number, id: number): Promise<void> {
  const s = await ownShoot(db, publisherClientId, id);
  await db.update(perfShoots).set({ state: "cancelled" }).where(and(eq(perfShoots.id, s.id), ne(perfShoots.state, "cancelled")));
}

/** The publisher's figures after the send. */
export async function reportShoot(db: Db, publisherClientId: number, input: ReportShootInput): Promise<void> {
  const s = await ownShoot(db, publisherClientId, input.id);
  if (s.state === "cancelled") throw badInput("Shoot cancelled", { id: "shootCancelled" });
  await db.update(perfShoots).set({ sent: input.sent, opens: input.opens }).where(eq(perfShoots.id, s.id));
}

/** An administrator sets any state. */
export async function setShootState(db: Db, id: number, state: ShootState): Promise<void> {
  const rows = await db.update(perfShoots).set({ state }).where(eq(perfShoots.id, id)).returning({ id: perfShoots.id });
  if (!rows.length) throw notFound("Shoot");
}
