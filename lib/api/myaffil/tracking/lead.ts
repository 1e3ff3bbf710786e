import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilClicks, myaffilLeads, type LeadStatus } from "@/lib/db/schema";
import type { PostbackInput } from "@/lib/validation/tracking";
import { publisherAllowed, publisherExists, runningCampaign, supportOfPublisher } from "./campaign";
import { parisDay } from "./day";
import { TrackingError } from "./errors";
import { normalisePhone } from "./phone";
import { bumpRollups, leadFigures, type Exec } from "./rollup";
import { verifyPostback } from "./signature";

/** A lead with the same e-mail or phone on the same program within this many days is a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30;

export interface RecordedLead {
  leadId: number;
  duplicate: boolean;
  /** The click (or the signed call) had already been converted: its lead is answered, nothing new is written. */
  replay?: boolean;
}

/**
 * Records a lead reported by a postback (or a pixel) and its roll-up in one transaction. A lead
 * needs proof that someone else did not make it up: the id of a click recorded on the campaign's
 * tracking link (which says whose lead it is), or, server to server, the campaign's tracking id and
 * the publisher signed with the advertiser's postback secret (`sig`, see signature.ts; `signed` holds
 * every parameter of the call, by default the input). The publisher must be an active publisher
 * account the program is open to. Refused calls write nothing and so never count toward the caps.
 * A click converts once, and so does a signed call: a repeat answers the first lead.
 * Revenue and payout come from the program's prices; a duplicate is kept, marked, and earns nothing.
 * A campaign whose lead cap is reached answers CAP_REACHED and records nothing.
 */
export async function recordLead(
  db: Db,
  input: PostbackInput,
  at: Date = new Date(),
  signed: Record<string, unknown> = input,
): Promise<RecordedLead> {
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
    let signature: string | null = null;
    if (input.click_id) {
      const [click] = await tx.select().from(myaffilClicks).where(eq(myaffilClicks.clickId, input.click_id));
      if (!click) throw new TrackingError("NOT_FOUND", "unknownClick", "click_id");
      clickId = click.clickId;
      campaignRef = { campaignId: click.campaignId };
      publisherClientId = click.publisherClientId;
      supportId = click.supportId || supportId;
      subId = click.subId || subId;
    } else {
      // Anyone can read a tracking id in a link: without a click, only the advertiser's server may report.
      if (!input.sig) throw new TrackingError("SIGNATURE_REQUIRED", "clickOrSignatureRequired", "click_id");
      campaignRef = { trackingId: input.campagne! };
      publisherClientId = input.p!;
    }

    const c = await runningCampaign(tx, campaignRef, true);
    if (!c) throw new TrackingError("NOT_FOUND", "unknownCampaign", clickId ? "click_id" : "campagne");
    // A click converts on its own campaign only (the pixel of another campaign names its own).
    if (clickId && input.campagne && input.campagne !== c.trackingId)
      throw new TrackingError("NOT_FOUND", "unknownClick", "click_id");
    if (!clickId) {
      if (!(await verifyPostback(tx, c.advertiserClientId, signed, input.sig!)))
        throw new TrackingError("BAD_SIGNATURE", "badSignature", "sig");
      signature = input.sig!.toLowerCase();
    }
    const earlier = await convertedBefore(tx, clickId, signature);
    if (earlier) return { leadId: earlier.id, duplicate: earlier.duplicate, replay: true };
    if (!(await publisherExists(tx, publisherClientId)))
      throw new TrackingError("PUBLISHER_NOT_ALLOWED", "unknownPublisher", "p");
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
        postbackSignature: signature,
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

/** The lead an earlier call with the same click or the same signature recorded (the campaign row is locked). */
async function convertedBefore(tx: Exec, clickId: string | null, signature: string | null) {
  const where = clickId
    ? eq(myaffilLeads.clickId, clickId)
    : signature
      ? eq(myaffilLeads.postbackSignature, signature)
      : undefined;
  if (!where) return null;
  const [row] = await tx
    .select({ id: myaffilLeads.id, duplicate: myaffilLeads.duplicate })
    .from(myaffilLeads)
    .where(where)
    .orderBy(myaffilLeads.id)
    .limit(1);
  return row ?? null;
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
