import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilClicks, myaffilLeads, type LeadStatus } from "@/lib/db/schema";
import type { PostbackInput } from "@/lib/validation/tracking";
import { publisherAllowed, runningCampaign, supportOfPublisher } from "./campaign";
import { parisDay } from "./day";
import { TrackingError } from "./errors";
import { normalisePhone } from "./phone";
import { bumpRollups, leadFigures } from "./rollup";

/** A lead with the same e-mail or phone on the same program within this many days is a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30;

export interface RecordedLead {
  leadId: number;
  duplicate: boolean;
}

/**
 * Records a lead reported by a postback (or a pixel) and its roll-up in one transaction: the
 * click id, or the campaign's tracking id and the publisher, say whose lead it is. Revenue and
 * payout come from the program's prices; a duplicate is kept, marked, and earns nothing. A
 * campaign whose lead cap is reached answers CAP_REACHED and records nothing.
 */
export async function recordLead(db: Db, input: PostbackInput, at: Date = new Date()): Promise<RecordedLead> {
  const email = input.email?.toLowerCase() ?? null;
  let phone: string | null = null;
  if (input.phone) {
    phone = normalisePhone(input.phone);
    if (!phone) throw new TrackingError("BAD_INPUT", "phone", "phone");
  }

  return db.transaction(async (tx) => {
    let campaignRef: { trackingId: string } | { campaignId: number };
    let publisherClientId: number;
    let supportId = input.s ?? 0;
    let subId = input.sub ?? "";
    let clickId: string | null = null;
    if (input.click_id) {
      const [click] = await tx.select().from(myaffilClicks).where(eq(myaffilClicks.clickId, input.click_id));
      if (!click) throw new TrackingError("NOT_FOUND", "unknownClick", "click_id");
      clickId = click.clickId;
      campaignRef = { campaignId: click.campaignId };
      publisherClientId = click.publisherClientId;
      supportId = click.supportId || supportId;
      subId = click.subId || subId;
    } else {
      campaignRef = { trackingId: input.campagne! };
      publisherClientId = input.p!;
    }

    const c = await runningCampaign(tx, campaignRef, true);
    if (!c) throw new TrackingError("NOT_FOUND", "unknownCampaign", clickId ? "click_id" : "campagne");
    if (!(await publisherAllowed(tx, c.programId, publisherClientId)))
      throw new TrackingError("PUBLISHER_NOT_ALLOWED", "publisherNotAllowed", "p");
    if (!(await supportOfPublisher(tx, supportId, publisherClientId)))
      throw new TrackingError("BAD_INPUT", "unknownSupport", "s");

    const day = parisDay(at);
    if (c.totalLeadCap != null || c.dailyLeadCap != null) {
      // Caps count the leads that are not duplicates nor invalid.
      const counting = and(
        eq(myaffilLeads.campaignId, c.campaignId),
        eq(myaffilLeads.duplicate, false),
        ne(myaffilLeads.status, "invalid"),
      );
      const [n] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          today: sql<number>`(count(*) filter (where ${myaffilLeads.day} = ${day}))::int`,
        })
        .from(myaffilLeads)
        .where(counting);
      if (
        (c.totalLeadCap != null && n!.total >= c.totalLeadCap) ||
        (c.dailyLeadCap != null && n!.today >= c.dailyLeadCap)
      ) {
        throw new TrackingError("CAP_REACHED", "capReached");
      }
    }

    let duplicate = false;
    if (email || phone) {
      const since = new Date(at.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
      const same = [
        email ? eq(myaffilLeads.email, email) : undefined,
        phone ? eq(myaffilLeads.phone, phone) : undefined,
      ].filter((x) => x !== undefined);
      const [d] = await tx
        .select({ id: myaffilLeads.id })
        .from(myaffilLeads)
        .where(
          and(
            eq(myaffilLeads.programId, c.programId),
            or(...same),
            gt(myaffilLeads.createdAt, since),
            sql`${myaffilLeads.createdAt} <= ${at.toISOString()}`,
          ),
        )
        .limit(1);
      duplicate = !!d;
    }

    const status: LeadStatus = "pending";
    const revenueCents = duplicate ? 0 : c.advertiserPriceCents;
    const payoutCents = duplicate ? 0 : c.publisherPayoutCents;
    const [lead] = await tx
      .insert(myaffilLeads)
      .values({
        campaignId: c.campaignId,
        programId: c.programId,
        advertiserClientId: c.advertiserClientId,
        publisherClientId,
        supportId,
        subId,
        clickId,
        email,
        phone,
        status,
        duplicate,
        revenueCents,
        payoutCents,
        createdAt: at,
        day,
      })
      .returning({ id: myaffilLeads.id });
    await bumpRollups(tx, [
      {
        key: {
          day,
          campaignId: c.campaignId,
          programId: c.programId,
          advertiserClientId: c.advertiserClientId,
          publisherClientId,
          supportId,
          subId,
        },
        figures: leadFigures({ status, duplicate, revenueCents, payoutCents }),
      },
    ]);
    return { leadId: lead!.id, duplicate };
  });
}

export type LeadStatusRefusal = "NOT_FOUND" | "FORBIDDEN";

/**
 * Sets the status of leads and moves their figures in the roll-up, in one transaction. An
 * administrator may set any lead's status; an advertiser only its own client's (any foreign id
 * refuses the whole call). Returns the number of leads whose status changed.
 */
export async function setLeadStatus(
  db: Db,
  scope: { admin: true } | { advertiserClientId: number },
  ids: number[],
  status: LeadStatus,
): Promise<{ changed: number } | { refused: LeadStatusRefusal }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const leads = await tx
      .select()
      .from(myaffilLeads)
      .where(inArray(myaffilLeads.id, unique))
      .orderBy(myaffilLeads.id)
      .for("update");
    if (leads.length !== unique.length) return { refused: "NOT_FOUND" as const };
    if (!("admin" in scope) && leads.some((l) => l.advertiserClientId !== scope.advertiserClientId))
      return { refused: "FORBIDDEN" as const };
    const moving = leads.filter((l) => l.status !== status);
    if (!moving.length) return { changed: 0 };
    await tx
      .update(myaffilLeads)
      .set({ status })
      .where(
        inArray(
          myaffilLeads.id,
          moving.map((l) => l.id),
        ),
      );
    await bumpRollups(
      tx,
      moving.map((l) => {
        const before = leadFigures(l);
        const after = leadFigures({ ...l, status });
        return {
          key: {
            day: l.day,
            campaignId: l.campaignId,
            programId: l.programId,
            advertiserClientId: l.advertiserClientId,
            publisherClientId: l.publisherClientId,
            supportId: l.supportId,
            subId: l.subId,
          },
          figures: {
            clicks: 0,
            leads: 0,
            validLeads: after.validLeads - before.validLeads,
            invalidLeads: after.invalidLeads - before.invalidLeads,
            duplicateLeads: 0,
            revenueCents: after.revenueCents - before.revenueCents,
            payoutCents: after.payoutCents - before.payoutCents,
          },
        };
      }),
    );
    return { changed: moving.length };
  });
}
