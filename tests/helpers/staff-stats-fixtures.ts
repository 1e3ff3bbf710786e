import { sql } from "drizzle-orm";
import { recordClick } from "@/features/myaffil/tracking/server/tracking/click";
import { recordLead } from "@/features/myaffil/tracking/server/tracking/lead";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { TeletechOutcome } from "@/lib/domain/states";

let serial = 0;

/** A live program of an advertiser client with one campaign, open to the given publishers. */
export async function addCampaign(
  db: Db,
  o: { advertiser: number; publishers: number[]; priceCents: number; payoutCents: number },
): Promise<{ campaignId: number; trackingId: string }> {
  const n = ++serial;
  const trackingId = `STAFFSTATS${n}`;
  const [p] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into perf_programs (advertiser_client_id, name, state, validation, advertiser_price_cents,
        publisher_payout_cents, landing_url, access)
      values (${o.advertiser}, ${`Programme ${n}`}, 'valide', 'validated', ${o.priceCents}, ${o.payoutCents},
        'https://offre.exemple.fr/devis', 'on_approval') returning id`),
  );
  const [c] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into perf_campaigns (program_id, name, state, tracking_id)
      values (${p!.id}, ${`Campagne ${n}`}, 'valide', ${trackingId}) returning id`),
  );
  for (const publisher of o.publishers)
    await db.execute(sql`insert into perf_applications (program_id, publisher_client_id, state, decided_at)
      values (${p!.id}, ${publisher}, 'accepted', now())`);
  return { campaignId: Number(c!.id), trackingId };
}

/** A click through the tracking, and (when `lead`) the lead it converts into, through the postback. */
export async function clickAndLead(
  db: Db,
  o: {
    trackingId: string;
    publisher: number;
    at: Date;
    utmSource?: string | null;
    referrer?: string | null;
    lead?: boolean;
  },
): Promise<{ clickId: string; leadId: number | null }> {
  const click = await recordClick(db, {
    trackingId: o.trackingId,
    publisherClientId: o.publisher,
    utmSource: o.utmSource,
    referrer: o.referrer,
    at: o.at,
  });
  if (!o.lead) return { clickId: click.clickId, leadId: null };
  const n = ++serial;
  const lead = await recordLead(db, { click_id: click.clickId, email: `lead.${n}@exemple.test` }, o.at);
  return { clickId: click.clickId, leadId: Number(lead.leadId) };
}

/** Teletech's call on a lead (campaign and publisher copied from it, as the partner import does). */
export async function addTeletechCall(
  db: Db,
  o: { leadId: number; calledAt: Date; outcome: TeletechOutcome; note?: string; agent?: string },
): Promise<number> {
  const [r] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into teletech_calls (lead_id, campaign_id, publisher_client_id, called_at, outcome, agent, note)
      select id, campaign_id, publisher_client_id, ${o.calledAt.toISOString()}, ${o.outcome}, ${o.agent ?? "Agent"}, ${o.note ?? ""}
      from perf_leads where id = ${o.leadId} returning id`),
  );
  return Number(r!.id);
}
