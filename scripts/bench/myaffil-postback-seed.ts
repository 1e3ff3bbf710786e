import { sql } from "drizzle-orm";
import { closeDb, getDbHandle } from "@/lib/db";
import { migrateDb } from "@/lib/db/migrate";
import { growPostbackHistory, seedPostbackFixture, type PostbackFixture } from "./myaffil-postback-setup";

/**
 * Prepares the postback bench's database (DATA_DIR or DATABASE_URL), run while no portal holds it:
 * migrates, creates the fixture on the first run, adds BENCH_POSTBACK_GROW rows of history to each
 * of perf_clicks, perf_leads and perf_stats_daily, and BENCH_POSTBACK_FRESH clicks `<prefix>-<n>`
 * (BENCH_POSTBACK_PREFIX) that the conversions of the next run will report. Prints the fixture
 * and the history's size as JSON on its last line.
 */
const handle = await getDbHandle();
await migrateDb(handle);
const db = handle.db;
const rows = <R>(res: unknown) => (res as { rows: R[] }).rows;

const [existing] = rows<{ campaign_id: number }>(
  await db.execute(sql`select id as campaign_id from perf_campaigns where tracking_id = 'BENCHPB01'`),
);
let f: PostbackFixture;
if (existing) {
  const [r] = rows<PostbackFixture>(
    await db.execute(sql`select c.tracking_id as "trackingId", c.id as "campaignId", p.id as "programId",
        p.advertiser_client_id as "advertiserClientId", 7801 as "publisherClientId",
        (select id from perf_supports where publisher_client_id = 7801 order by id limit 1) as "supportId"
      from perf_campaigns c join perf_programs p on p.id = c.program_id where c.id = ${existing.campaign_id}`),
  );
  f = r!;
} else f = await seedPostbackFixture(db);

const grow = Number(process.env.BENCH_POSTBACK_GROW ?? 0);
if (grow > 0) await growPostbackHistory(db, f, grow);

const fresh = Number(process.env.BENCH_POSTBACK_FRESH ?? 0);
const prefix = process.env.BENCH_POSTBACK_PREFIX ?? "conv";
if (fresh > 0)
  await db.execute(sql`
    insert into perf_clicks (click_id, campaign_id, publisher_client_id, support_id, sub_id, created_at)
    select ${prefix} || '-' || g, ${f.campaignId}, ${f.publisherClientId}, ${f.supportId}, 'bench', now()
    from generate_series(0, ${fresh - 1}::int) g`);

const [size] = rows<{ clicks: number; leads: number; rollups: number }>(
  await db.execute(sql`select (select count(*)::int from perf_clicks) as clicks,
    (select count(*)::int from perf_leads) as leads, (select count(*)::int from perf_stats_daily) as rollups`),
);
await closeDb();
console.log(JSON.stringify({ fixture: f, history: size }));
