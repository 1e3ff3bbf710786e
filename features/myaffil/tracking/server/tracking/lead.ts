import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilLeads, type LeadStatus } from "@/lib/db/schema";
import type { PostbackInput } from "@/lib/validation/tracking";
import {
  publisherAllowedSql,
  publisherExistsSql,
  runningCampaign,
  supportOfPublisherSql,
  type TrackedCampaign,
} from "./campaign";
import { parisDay } from "@/lib/domain/paris-time";
import { TrackingError } from "./errors";
import { normalisePhone } from "./phone";
import { bumpRollups, leadFigures, rollupUpsert, rowsOf, type Exec } from "./rollup";
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
    let c: TrackedCampaign;
    let publisherClientId: number;
    let supportId = input.s ?? 0;
    let subId = input.sub ?? "";
    let clickId: string | null = null;
    let signature: string | null = null;
    if (input.click_id) {
      const found = await clickAndCampaign(tx, input.click_id);
      clickId = input.click_id;
      c = found.campaign;
      publisherClientId = found.publisherClientId;
      supportId = found.supportId || supportId;
      subId = found.subId || subId;
      // A click converts on its own campaign only (the pixel of another campaign names its own).
      if (input.campagne && input.campagne !== c.trackingId)
        throw new TrackingError("NOT_FOUND", "unknownClick", "click_id");
    } else {
      // Anyone can read a tracking id in a link: without a click, only the advertiser's server may report.
      if (!input.sig) throw new TrackingError("SIGNATURE_REQUIRED", "clickOrSignatureRequired", "click_id");
      publisherClientId = input.p!;
      const running = await runningCampaign(tx, { trackingId: input.campagne! }, true);
      if (!running) throw new TrackingError("NOT_FOUND", "unknownCampaign", "campagne");
      c = running;
      if (!(await verifyPostback(tx, c.advertiserClientId, signed, input.sig)))
        throw new TrackingError("BAD_SIGNATURE", "badSignature", "sig");
      signature = input.sig.toLowerCase();
    }

    const day = parisDay(at);
    const k = await leadChecks(tx, { c, clickId, signature, publisherClientId, supportId, day, at, email, phone });
    if (k.earlier_id != null) return { leadId: Number(k.earlier_id), duplicate: k.earlier_duplicate, replay: true };
    if (!k.publisher_exists) throw new TrackingError("PUBLISHER_NOT_ALLOWED", "unknownPublisher", "p");
    if (!k.publisher_allowed) throw new TrackingError("PUBLISHER_NOT_ALLOWED", "publisherNotAllowed", "p");
    if (!k.support_ok) throw new TrackingError("BAD_INPUT", "unknownSupport", "s");
    if ((c.totalLeadCap != null && k.total >= c.totalLeadCap) || (c.dailyLeadCap != null && k.today >= c.dailyLeadCap))
      throw new TrackingError("CAP_REACHED", "capReached");

    const duplicate = k.duplicate;
    const status: LeadStatus = "pending";
    const revenueCents = duplicate ? 0 : c.advertiserPriceCents;
    const payoutCents = duplicate ? 0 : c.publisherPayoutCents;
    const key = {
      day,
      campaignId: c.campaignId,
      programId: c.programId,
      advertiserClientId: c.advertiserClientId,
      publisherClientId,
      supportId,
      subId,
    };
    // The lead and its roll-up row in one statement.
    const [lead] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        with l as (
          insert into perf_leads (campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id,
            click_id, postback_signature, email, phone, status, duplicate, revenue_cents, payout_cents, created_at, day)
          values (${c.campaignId}, ${c.programId}, ${c.advertiserClientId}, ${publisherClientId}, ${supportId}, ${subId},
            ${clickId}, ${signature}, ${email}, ${phone}, ${status}, ${duplicate}, ${revenueCents}, ${payoutCents},
            ${at.toISOString()}, ${day})
          returning id),
        r as (${rollupUpsert(key, leadFigures({ status, duplicate, revenueCents, payoutCents }))})
        select id from l`),
    );
    return { leadId: Number(lead!.id), duplicate };
  });
}

/**
 * The click and its running campaign, the campaign row locked (`for update`) so that the cap,
 * duplicate and replay checks of concurrent postbacks run one after the other. One statement;
 * a second only on the refusal path, to tell an unknown click from a stopped campaign.
 */
async function clickAndCampaign(tx: Exec, clickId: string) {
  const [row] = rowsOf<{
    publisher_client_id: number;
    support_id: number;
    sub_id: string;
    campaign_id: number;
    tracking_id: string;
    program_id: number;
    advertiser_client_id: number;
    landing_url: string;
    advertiser_price_cents: string | number;
    publisher_payout_cents: string | number;
    daily_lead_cap: number | null;
    total_lead_cap: number | null;
  }>(
    await tx.execute(sql`
      select k.publisher_client_id, k.support_id, k.sub_id, c.id as campaign_id, c.tracking_id, p.id as program_id,
        p.advertiser_client_id, p.landing_url, p.advertiser_price_cents, p.publisher_payout_cents,
        c.daily_lead_cap, c.total_lead_cap
      from perf_clicks k
      join perf_campaigns c on c.id = k.campaign_id and c.state = 'valide'
      join perf_programs p on p.id = c.program_id and p.state = 'valide'
      where k.click_id = ${clickId}
      for update of c`),
  );
  if (!row) {
    const known = rowsOf(await tx.execute(sql`select 1 from perf_clicks where click_id = ${clickId}`)).length > 0;
    throw new TrackingError("NOT_FOUND", known ? "unknownCampaign" : "unknownClick", "click_id");
  }
  const campaign: TrackedCampaign = {
    campaignId: row.campaign_id,
    trackingId: row.tracking_id,
    programId: row.program_id,
    advertiserClientId: row.advertiser_client_id,
    landingUrl: row.landing_url,
    advertiserPriceCents: Number(row.advertiser_price_cents),
    publisherPayoutCents: Number(row.publisher_payout_cents),
    dailyLeadCap: row.daily_lead_cap,
    totalLeadCap: row.total_lead_cap,
  };
  return { campaign, publisherClientId: row.publisher_client_id, supportId: row.support_id, subId: row.sub_id };
}

interface CheckInput {
  c: TrackedCampaign;
  clickId: string | null;
  signature: string | null;
  publisherClientId: number;
  supportId: number;
  day: string;
  at: Date;
  email: string | null;
  phone: string | null;
}

/**
 * Every check of a lead in one statement, each an indexed probe whose cost does not grow with the
 * history: the lead an earlier call with the same click or signature recorded (a click converts
 * once), the publisher and its support, the caps (counted up to the cap only, on the campaign's
 * leads of the day or of all days), and an earlier lead with the same e-mail or phone on the
 * program within the duplicate window.
 */
async function leadChecks(tx: Exec, i: CheckInput) {
  const counting = sql`l.campaign_id = ${i.c.campaignId} and l.duplicate = false and l.status <> 'invalid'`;
  const upTo = (cap: number | null, extra: SQL) =>
    cap == null
      ? sql`0`
      : sql`(select count(*)::int from (select 1 from perf_leads l where ${counting} ${extra} limit ${cap}) n)`;
  const earlier = i.clickId
    ? sql`l.click_id = ${i.clickId}`
    : i.signature
      ? sql`l.postback_signature = ${i.signature}`
      : sql`false`;
  const since = new Date(i.at.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
  const same = (column: SQL, value: string | null) =>
    value == null
      ? sql`false`
      : sql`exists (select 1 from perf_leads l where l.program_id = ${i.c.programId} and ${column} = ${value}
          and l.created_at > ${since.toISOString()} and l.created_at <= ${i.at.toISOString()})`;
  const [row] = rowsOf<{
    earlier_id: string | number | null;
    earlier_duplicate: boolean;
    publisher_exists: boolean;
    publisher_allowed: boolean;
    support_ok: boolean;
    total: number;
    today: number;
    duplicate: boolean;
  }>(
    await tx.execute(sql`
      select e.id as earlier_id, coalesce(e.duplicate, false) as earlier_duplicate,
        ${publisherExistsSql(i.publisherClientId)} as publisher_exists,
        ${publisherAllowedSql(i.c.programId, i.publisherClientId)} as publisher_allowed,
        ${supportOfPublisherSql(i.supportId, i.publisherClientId)} as support_ok,
        ${upTo(i.c.totalLeadCap, sql``)} as total,
        ${upTo(i.c.dailyLeadCap, sql`and l.day = ${i.day}`)} as today,
        ${same(sql`l.email`, i.email)} or ${same(sql`l.phone`, i.phone)} as duplicate
      from (select 1) one
      left join lateral (select l.id, l.duplicate from perf_leads l where ${earlier} order by l.id limit 1) e on true`),
  );
  return row!;
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
