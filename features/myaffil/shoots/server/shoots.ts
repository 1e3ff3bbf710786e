import { and, asc, desc, eq, gte, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  myaffilCampaigns,
  myaffilPrograms,
  myaffilShoots,
  myaffilSupports,
  myaffilVisuals,
  type ShootState,
} from "@/lib/db/schema";
import type { PostponeShootInput, ReportShootInput, ScheduleShootInput } from "@/lib/validation/shoot";
import { badInput, forbidden } from "@/lib/api/errors";
import {
  notFound,
  publisherCampaigns,
  publisherSociety,
  type CreativeViewer,
} from "@/features/myaffil/applications/server/scope";
import { todayInParis } from "@/features/shell/dashboards/server/period";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { supportOf } from "@/features/myaffil/supports/server/supports";

const TZ = sql.raw(`'${TIME_ZONE}'`);
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
  if (viewer.kind === "advertiser") return eq(myaffilPrograms.advertiserClientId, viewer.clientId);
  return eq(myaffilShoots.publisherClientId, viewer.clientId);
}

/** Shoots the viewer may read: its own (publisher), on its programs (advertiser), or all; latest date first. */
export async function listShoots(db: Db, viewer: CreativeViewer, f: ShootFilters = {}) {
  const where: (SQL | undefined)[] = [scopeOf(viewer)];
  if (f.state) where.push(eq(myaffilShoots.state, f.state));
  if (f.programId) where.push(eq(myaffilPrograms.id, f.programId));
  if (f.campaignId) where.push(eq(myaffilShoots.campaignId, f.campaignId));
  if (f.publisherClientId) where.push(eq(myaffilShoots.publisherClientId, f.publisherClientId));
  if (f.from) where.push(gte(myaffilShoots.scheduledAt, parisMoment(f.from, "00:00")));
  if (f.to)
    where.push(
      lte(
        myaffilShoots.scheduledAt,
        sql`(${parisMoment(f.to, "00:00")} + interval '1 day' - interval '1 microsecond')`,
      ),
    );
  return db
    .select({
      id: myaffilShoots.id,
      campaignId: myaffilShoots.campaignId,
      campaignName: myaffilCampaigns.name,
      trackingId: myaffilCampaigns.trackingId,
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
      advertiserClientId: myaffilPrograms.advertiserClientId,
      publisherClientId: myaffilShoots.publisherClientId,
      publisherName: publisherSociety(myaffilShoots.publisherClientId),
      supportId: myaffilShoots.supportId,
      supportName: myaffilSupports.name,
      visualId: myaffilShoots.visualId,
      visualName: myaffilVisuals.name,
      scheduledAt: myaffilShoots.scheduledAt,
      date: sql<string>`to_char(${myaffilShoots.scheduledAt} at time zone ${TZ}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${myaffilShoots.scheduledAt} at time zone ${TZ}, 'HH24:MI')`,
      volume: myaffilShoots.volume,
      state: myaffilShoots.state,
      sent: myaffilShoots.sent,
      opens: myaffilShoots.opens,
      createdAt: myaffilShoots.createdAt,
    })
    .from(myaffilShoots)
    .innerJoin(myaffilCampaigns, eq(myaffilCampaigns.id, myaffilShoots.campaignId))
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .innerJoin(myaffilSupports, eq(myaffilSupports.id, myaffilShoots.supportId))
    .leftJoin(myaffilVisuals, eq(myaffilVisuals.id, myaffilShoots.visualId))
    .where(and(...where))
    .orderBy(desc(myaffilShoots.scheduledAt), desc(myaffilShoots.id))
    .limit(5000);
}

/** Campaigns a publisher may schedule on (its accepted ones), each with its visuals. */
export async function shootCampaigns(db: Db, publisherClientId: number) {
  const campaigns = await db
    .select({
      id: myaffilCampaigns.id,
      name: myaffilCampaigns.name,
      trackingId: myaffilCampaigns.trackingId,
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(publisherCampaigns(publisherClientId))
    .orderBy(asc(myaffilPrograms.name), asc(myaffilCampaigns.name));
  if (!campaigns.length) return [];
  const visuals = await db
    .select({
      id: myaffilVisuals.id,
      campaignId: myaffilVisuals.campaignId,
      name: myaffilVisuals.name,
      kind: myaffilVisuals.kind,
    })
    .from(myaffilVisuals)
    .where(
      and(
        isNull(myaffilVisuals.deletedAt),
        sql`${myaffilVisuals.campaignId} in (${sql.join(
          campaigns.map((c) => sql`${c.id}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(myaffilVisuals.name));
  return campaigns.map((c) => ({ ...c, visuals: visuals.filter((v) => v.campaignId === c.id) }));
}

async function notInPast(db: Db, date: string) {
  if (date < (await todayInParis(db))) throw badInput("Date in the past", { date: "dateInPast" });
}

/** A publisher schedules a shoot on one of its accepted campaigns, with its own support. */
export async function scheduleShoot(db: Db, publisherClientId: number, input: ScheduleShootInput): Promise<number> {
  const [campaign] = await db
    .select({ id: myaffilCampaigns.id })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(eq(myaffilCampaigns.id, input.campaignId), publisherCampaigns(publisherClientId)));
  if (!campaign) throw forbidden("Campaign not accepted");
  const support = await supportOf(db, input.supportId, publisherClientId);
  if (support.state !== "valide") throw badInput("Support paused", { supportId: "supportPaused" });
  if (input.visualId != null) {
    const [v] = await db
      .select({ id: myaffilVisuals.id })
      .from(myaffilVisuals)
      .where(
        and(
          eq(myaffilVisuals.id, input.visualId),
          eq(myaffilVisuals.campaignId, campaign.id),
          isNull(myaffilVisuals.deletedAt),
        ),
      );
    if (!v) throw badInput("Unknown visual", { visualId: "chooseVisual" });
  }
  await notInPast(db, input.date);
  const [row] = await db
    .insert(myaffilShoots)
    .values({
      campaignId: campaign.id,
      publisherClientId,
      supportId: support.id,
      visualId: input.visualId,
      scheduledAt: parisMoment(input.date, input.time),
      volume: input.volume,
      state: "valid",
    })
    .returning({ id: myaffilShoots.id });
  return row!.id;
}

async function ownShoot(db: Db, publisherClientId: number, id: number) {
  const [s] = await db.select().from(myaffilShoots).where(eq(myaffilShoots.id, id));
  if (!s || s.publisherClientId !== publisherClientId) throw notFound("Shoot");
  return s;
}

/** A new date: the shoot becomes postponed. A cancelled shoot stays cancelled. */
export async function postponeShoot(db: Db, publisherClientId: number, input: PostponeShootInput): Promise<void> {
  const s = await ownShoot(db, publisherClientId, input.id);
  if (s.state === "cancelled") throw badInput("Shoot cancelled", { id: "shootCancelled" });
  await notInPast(db, input.date);
  await db
    .update(myaffilShoots)
    .set({ scheduledAt: parisMoment(input.date, input.time), state: "postponed" })
    .where(eq(myaffilShoots.id, s.id));
}

export async function cancelShoot(db: Db, publisherClientId: number, id: number): Promise<void> {
  const s = await ownShoot(db, publisherClientId, id);
  await db
    .update(myaffilShoots)
    .set({ state: "cancelled" })
    .where(and(eq(myaffilShoots.id, s.id), ne(myaffilShoots.state, "cancelled")));
}

/** The publisher's figures after the send. */
export async function reportShoot(db: Db, publisherClientId: number, input: ReportShootInput): Promise<void> {
  const s = await ownShoot(db, publisherClientId, input.id);
  if (s.state === "cancelled") throw badInput("Shoot cancelled", { id: "shootCancelled" });
  await db.update(myaffilShoots).set({ sent: input.sent, opens: input.opens }).where(eq(myaffilShoots.id, s.id));
}

/** An administrator sets any state. */
export async function setShootState(db: Db, id: number, state: ShootState): Promise<void> {
  const rows = await db
    .update(myaffilShoots)
    .set({ state })
    .where(eq(myaffilShoots.id, id))
    .returning({ id: myaffilShoots.id });
  if (!rows.length) throw notFound("Shoot");
}
