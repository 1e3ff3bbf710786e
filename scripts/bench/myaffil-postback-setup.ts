import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * The MyAffil tracking fixture of the postback bench (scripts/bench/myaffil-postback.ts) and of the
 * statement-count test (features/myaffil/tracking/postback-path.test.ts): an open program, a running
 * campaign without caps, a publisher account and its support; then, set-based, as much history as
 * asked for on that same campaign (clicks, leads, roll-up rows), which the postback path must not
 * feel.
 */
export interface PostbackFixture {
  trackingId: string;
  campaignId: number;
  programId: number;
  advertiserClientId: number;
  publisherClientId: number;
  supportId: number;
}

const rowsOf = <R>(res: unknown): R[] => (res as { rows: R[] }).rows;

export async function seedPostbackFixture(db: Db, trackingId = "BENCHPB01"): Promise<PostbackFixture> {
  const advertiserClientId = 7501;
  const publisherClientId = 7801;
  const [program] = rowsOf<{ id: number }>(
    // The advertiser's servers (the bench's forwarded addresses) are the program's postback addresses:
    // their click postbacks need no signature (features/myaffil/tracking/server/tracking/http.ts).
    await db.execute(sql`insert into perf_programs (advertiser_client_id, name, state, validation,
        advertiser_price_cents, publisher_payout_cents, landing_url, access, postback_addresses)
      values (${advertiserClientId}, 'Bench postback', 'valide', 'validated', 2000, 1200, 'https://landing.exemple.fr/?o=1', 'open',
        '{10.0.0.0/8,127.0.0.1,::1}')
      returning id`),
  );
  const programId = Number(program!.id);
  const [campaign] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into perf_campaigns (program_id, name, state, tracking_id)
      values (${programId}, 'Bench campaign', 'valide', ${trackingId}) returning id`),
  );
  await db.execute(sql`insert into users (email, law, status, first_name, last_name, id_clien_myaffil)
    values (${`bench.publisher.${trackingId.toLowerCase()}@exemple.fr`}, 'af', 'active', 'Bench', 'Publisher', ${publisherClientId})`);
  const [support] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into perf_supports (publisher_client_id, name, broadcast_type)
      values (${publisherClientId}, 'Bench support', 'email_marketing') returning id`),
  );
  return {
    trackingId,
    campaignId: Number(campaign!.id),
    programId,
    advertiserClientId,
    publisherClientId,
    supportId: Number(support!.id),
  };
}

/**
 * Adds `n` clicks, `n` leads (one per click, over the last 90 days, all e-mails and phones distinct)
 * and up to `n` roll-up rows (one per day and sub id) to the fixture's campaign, in three
 * statements, then refreshes the planner's statistics.
 */
export async function growPostbackHistory(db: Db, f: PostbackFixture, n: number): Promise<void> {
  const start = await nextHistoryId(db);
  await db.execute(sql`
    insert into perf_clicks (click_id, campaign_id, publisher_client_id, support_id, sub_id, created_at)
    select 'hist-' || g, ${f.campaignId}, ${f.publisherClientId}, 0, 'sub' || (g % 200),
           now() - ((g % 90) || ' days')::interval - ((g % 1440) || ' minutes')::interval
    from generate_series(${start}::int, ${start + n - 1}::int) g`);
  await db.execute(sql`
    insert into perf_leads (campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id,
      click_id, email, phone, status, duplicate, revenue_cents, payout_cents, created_at, day)
    select ${f.campaignId}, ${f.programId}, ${f.advertiserClientId}, ${f.publisherClientId}, 0, 'sub' || (g % 200),
           'hist-' || g, 'hist' || g || '@exemple.fr', '+3361' || lpad(g::text, 7, '0'),
           case g % 10 when 0 then 'valid' when 1 then 'invalid' else 'pending' end, false, 2000, 1200, at,
           (at at time zone 'Europe/Paris')::date
    from generate_series(${start}::int, ${start + n - 1}::int) g,
         lateral (select now() - ((g % 90) || ' days')::interval - ((g % 1440) || ' minutes')::interval as at) x`);
  await db.execute(sql`
    insert into perf_stats_daily (day, campaign_id, program_id, advertiser_client_id, publisher_client_id,
      support_id, sub_id, clicks, leads, revenue_cents, payout_cents)
    select (now() at time zone 'Europe/Paris')::date - 1 - (g / 200), ${f.campaignId}, ${f.programId},
           ${f.advertiserClientId}, ${f.publisherClientId}, 0, 'hist' || (g % 200), 1, 1, 2000, 1200
    from generate_series(${start}::int, ${start + n - 1}::int) g
    on conflict do nothing`);
  await db.execute(sql`analyze perf_clicks, perf_leads, perf_stats_daily`);
}

async function nextHistoryId(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from perf_clicks where click_id like 'hist-%'`),
  );
  return Number(row!.n) + 1;
}
