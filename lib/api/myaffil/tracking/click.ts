import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db";
import { myaffilClicks } from "@/lib/db/schema";
import { publisherAllowed, publisherExists, runningCampaign, supportOfPublisher } from "./campaign";
import { parisDay } from "./day";
import { TrackingError } from "./errors";
import { bumpRollups, ZERO } from "./rollup";

export interface ClickInput {
  trackingId: string;
  publisherClientId: number;
  supportId?: number;
  subId?: string;
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

/**
 * Records a click on a campaign's tracking link and its roll-up, in one transaction. Unknown or
 * inactive campaigns, publishers that do not exist and those the program is not open to, get NOT_FOUND: a tracking link
 * of someone else's campaign must not tell whether it exists.
 */
export async function recordClick(db: Db, input: ClickInput): Promise<RecordedClick> {
  const at = input.at ?? new Date();
  const subId = (input.subId ?? "").slice(0, 100);
  return db.transaction(async (tx) => {
    const c = await runningCampaign(tx, { trackingId: input.trackingId });
    if (!c || !Number.isInteger(input.publisherClientId) || input.publisherClientId <= 0)
      throw new TrackingError("NOT_FOUND", "Unknown or inactive campaign");
    if (
      !(await publisherExists(tx, input.publisherClientId)) ||
      !(await publisherAllowed(tx, c.programId, input.publisherClientId))
    )
      throw new TrackingError("NOT_FOUND", "Unknown or inactive campaign");
    let landing: URL;
    try {
      landing = new URL(c.landingUrl);
    } catch {
      throw new TrackingError("NOT_FOUND", "The program has no landing page");
    }
    // A link naming a support that is not the publisher's is still followed, without the support.
    const supportId =
      input.supportId && (await supportOfPublisher(tx, input.supportId, input.publisherClientId)) ? input.supportId : 0;
    const clickId = newClickId();
    await tx.insert(myaffilClicks).values({
      clickId,
      campaignId: c.campaignId,
      publisherClientId: input.publisherClientId,
      supportId,
      subId,
      createdAt: at,
    });
    await bumpRollups(tx, [
      {
        key: {
          day: parisDay(at),
          campaignId: c.campaignId,
          programId: c.programId,
          advertiserClientId: c.advertiserClientId,
          publisherClientId: input.publisherClientId,
          supportId,
          subId,
        },
        figures: { ...ZERO, clicks: 1 },
      },
    ]);
    return { clickId, redirectTo: withClickId(landing.toString(), clickId) };
  });
}
