import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { publisherAllowedSql, publisherExistsSql, supportOfPublisherSql } from "./campaign";
import { parisDay } from "@/lib/domain/paris-time";
import { TrackingError } from "./errors";
import { classifyNetwork, referrerHostOf } from "@/lib/domain/social-networks";
import { rollupUpsert, rowsOf, ZERO } from "./rollup";

export interface ClickInput {
  trackingId: string;
  publisherClientId: number;
  supportId?: number;
  subId?: string;
  /** The link's utm_source and the visitor's Referer: classified into a social network (/statsSocialMedia). */
  utmSource?: string | null;
  referrer?: string | null;
  at?: Date;
}

export interface RecordedClick {
  clickId: string;
  /** The program's landing URL with `click_id` appended (its own query kept). */
  redirectTo: string;
}

export const newClickId = () => randomBytes(12).toString("base64url");

/** Appends click_id to a landing URL, keeping its query and fragment. */
export function withClickId(landingUrl: string, clickId: string): string {
  const url = new URL(landingUrl);
  url.searchParams.set("click_id", clickId);
  return url.toString();
}

interface ClickTarget {
  campaign_id: number;
  program_id: number;
  advertiser_client_id: number;
  landing_url: string;
  publisher_ok: boolean;
  support_ok: boolean;
}

/**
 * Records a click on a campaign's tracking link and its roll-up. Unknown or inactive campaigns,
 * publishers that do not exist and those the program is not open to, get NOT_FOUND: a tracking link
 * of someone else's campaign must not tell whether it exists. Two statements whatever the history:
 * the campaign with every check (indexed probes), then the click and its roll-up row together.
 */
export async function recordClick(db: Db, input: ClickInput): Promise<RecordedClick> {
  const at = input.at ?? new Date();
  const subId = (input.subId ?? "").slice(0, 100);
  const publisher = input.publisherClientId;
  if (!Number.isInteger(publisher) || publisher <= 0)
    throw new TrackingError("NOT_FOUND", "Unknown or inactive campaign");
  const wantedSupport = input.supportId ?? 0;
  const [c] = rowsOf<ClickTarget>(
    await db.execute(sql`
      select c.id as campaign_id, p.id as program_id, p.advertiser_client_id, p.landing_url,
        ${publisherExistsSql(publisher)} and ${publisherAllowedSql(sql`c.program_id`, publisher)} as publisher_ok,
        ${supportOfPublisherSql(wantedSupport, publisher)} as support_ok
      from perf_campaigns c join perf_programs p on p.id = c.program_id
      where c.tracking_id = ${input.trackingId} and c.state = 'valide' and p.state = 'valide'`),
  );
  if (!c || !c.publisher_ok) throw new TrackingError("NOT_FOUND", "Unknown or inactive campaign");
  let landing: URL;
  try {
    landing = new URL(c.landing_url);
  } catch {
    throw new TrackingError("NOT_FOUND", "The program has no landing page");
  }
  // A link naming a support that is not the publisher's is still followed, without the support.
  const supportId = c.support_ok ? wantedSupport : 0;
  const clickId = newClickId();
  const utmSource = input.utmSource?.trim().slice(0, 100) || null;
  const referrerHost = referrerHostOf(input.referrer)?.slice(0, 255) ?? null;
  const network = classifyNetwork(utmSource, input.referrer);
  const key = {
    day: parisDay(at),
    campaignId: c.campaign_id,
    programId: c.program_id,
    advertiserClientId: c.advertiser_client_id,
    publisherClientId: publisher,
    supportId,
    subId,
  };
  await db.execute(sql`
    with k as (
      insert into perf_clicks (click_id, campaign_id, publisher_client_id, support_id, sub_id, utm_source, referrer_host, network, created_at)
      values (${clickId}, ${c.campaign_id}, ${publisher}, ${supportId}, ${subId}, ${utmSource}, ${referrerHost}, ${network}, ${at.toISOString()})
      returning id)
    ${rollupUpsert(key, { ...ZERO, clicks: 1 })}`);
  return { clickId, redirectTo: withClickId(landing.toString(), clickId) };
}
