import { sql } from "drizzle-orm";
import { parisMonth } from "@/lib/domain/paris-time";
import type { Db } from "../client";
import { FIRST_NAMES, LAST_NAMES } from "./french";
import type { Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Db | Tx;
type At = (daysAgo: number, r?: Random) => Date;

export interface MyaffilLeadsOptions {
  /** How many leads (about 5 % of them duplicates). */
  leads: number;
  /** Rows per multi-row insert. */
  batchSize?: number;
  /** Called after each batch (the CLI prints progress). */
  onBatch?: (done: number, total: number) => void;
}

const SPAN_DAYS = 90;
const SUB_IDS = ["", "", "", "nl-lundi", "nl-jeudi", "home-banniere", "fb-ads", "partenaire-12"] as const;
const DOMAINS = ["exemple.fr", "mail.test", "courriel.test", "boite.test"] as const;

/** One column of a batch as a PostgreSQL array literal: a single parameter, whatever the batch size. */
function col(batch: unknown[][], i: number): string {
  return `{${batch.map((r) => `"${String(r[i]).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

async function rows<R>(db: Exec, query: ReturnType<typeof sql>): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

interface Pair {
  campaignId: number;
  programId: number;
  advertiser: number;
  publisher: number;
  price: number;
  payout: number;
  weight: number;
}

interface Original {
  email: string;
  phone: string;
  at: number;
}

/**
 * Clicks and leads of the last 90 days on the running demo campaigns, by the publishers whose
 * applications were accepted, then their daily roll-up computed from the raw rows in one
 * statement; monthly objectives of the advertisers; Manivox tags and calls. Rows are generated
 * and inserted batch by batch, so a million leads never sit in memory at once.
 */
export async function seedPerfLeads(
  db: Exec,
  rnd: Random,
  at: At,
  opts: MyaffilLeadsOptions,
): Promise<{ clicks: number; leads: number }> {
  const batchSize = opts.batchSize ?? 5_000;
  const now = at(0, { ...rnd, int: (min: number) => min }).getTime();

  // Running programs that carry no price or landing page yet get demo ones, so leads earn money.
  await db.execute(sql`
    update perf_programs set
      advertiser_price_cents = case when advertiser_price_cents = 0 then 800 + (id * 137 % 25) * 100 else advertiser_price_cents end,
      publisher_payout_cents = case when advertiser_price_cents = 0 then (800 + (id * 137 % 25) * 100) * 6 / 10 else publisher_payout_cents end,
      landing_url = case when landing_url = '' then 'https://annonceur.exemple.fr/offre/' || id else landing_url end
    where validation = 'validated' and (advertiser_price_cents = 0 or landing_url = '')`);

  const base = await rows<{
    campaign_id: number;
    program_id: number;
    advertiser: number;
    publisher: number;
    price: string | number;
    payout: string | number;
  }>(
    db,
    sql`select c.id as campaign_id, p.id as program_id, p.advertiser_client_id as advertiser, a.publisher_client_id as publisher,
               p.advertiser_price_cents as price, p.publisher_payout_cents as payout
        from perf_campaigns c
        join perf_programs p on p.id = c.program_id
        join perf_applications a on a.program_id = p.id and a.state = 'accepted'
        where c.state = 'valide' and p.state = 'valide'
        order by c.id, a.publisher_client_id`,
  );
  const pairs: Pair[] = base.map((r) => ({
    campaignId: Number(r.campaign_id),
    programId: Number(r.program_id),
    advertiser: Number(r.advertiser),
    publisher: Number(r.publisher),
    price: Number(r.price),
    payout: Number(r.payout),
    // editeur@ (801) and annonceur@'s programs (501) get most of the traffic.
    weight: (Number(r.publisher) === 801 ? 12 : 1) * (Number(r.advertiser) === 501 ? 4 : 1),
  }));
  const [marks] = await rows<{ click: string | number; lead: string | number }>(
    db,
    sql`select coalesce((select max(id) from perf_clicks), 0) as click, coalesce((select max(id) from perf_leads), 0) as lead`,
  );
  const clickBase = Number(marks!.click);
  const leadBase = Number(marks!.lead);

  let clicks = 0;
  let made = 0;
  if (pairs.length && opts.leads > 0) {
    const supportRows = await rows<{ id: number; publisher: number }>(
      db,
      sql`select id, publisher_client_id as publisher from perf_supports where state = 'valide' order by id`,
    );
    const supports = new Map<number, number[]>();
    for (const s of supportRows)
      supports.set(Number(s.publisher), [...(supports.get(Number(s.publisher)) ?? []), Number(s.id)]);
    const cumulative: number[] = [];
    let total = 0;
    for (const p of pairs) cumulative.push((total += p.weight));
    const pickPair = () => {
      const x = rnd.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > x) hi = mid;
        else lo = mid + 1;
      }
      return pairs[lo]!;
    };
    // The last originals of each program, for duplicates within 30 days.
    const recent = new Map<number, Original[]>();
    let clickSeq = clickBase;
    const iso = (ms: number) => new Date(ms).toISOString();
    const when = () => now - rnd.int(0, SPAN_DAYS * 86_400 - 1) * 1000;

    for (let done = 0; done < opts.leads;) {
      const n = Math.min(batchSize, opts.leads - done);
      const clickRows: unknown[][] = [];
      const leadRows: unknown[][] = [];
      for (let i = 0; i < n; i++) {
        const p = pickPair();
        const own = supports.get(p.publisher);
        const supportId = own?.length ? rnd.pick(own) : 0;
        const subId = rnd.pick(SUB_IDS);
        const seq = leadBase + done + i + 1;
        const pool = recent.get(p.programId);
        let duplicate = false;
        let email: string;
        let phone: string;
        let t: number;
        if (pool?.length && rnd.chance(0.05)) {
          const o = rnd.pick(pool);
          duplicate = true;
          email = o.email;
          phone = o.phone;
          t = Math.min(now, o.at + rnd.int(3_600, 20 * 86_400) * 1000);
        } else {
          const first = rnd.pick(FIRST_NAMES);
          const last = rnd.pick(LAST_NAMES);
          email = `${first}.${last}.${seq}@${rnd.pick(DOMAINS)}`
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .replace(/[^a-zA-Z0-9.@-]/g, "")
            .toLowerCase();
          phone = `+336${String(10_000_000 + (seq % 90_000_000)).padStart(8, "0")}`;
          t = when();
          const list = pool ?? [];
          list.push({ email, phone, at: t });
          if (list.length > 50) list.shift();
          recent.set(p.programId, list);
        }
        const r = rnd.next();
        const status = r < 0.7 ? "valid" : r < 0.9 ? "pending" : "invalid";
        const clickId = `sd${(++clickSeq).toString(36)}${rnd.int(0, 1_295).toString(36).padStart(2, "0")}`;
        const clickAt = t - rnd.int(5, 3_600) * 1000;
        clickRows.push([clickId, p.campaignId, p.publisher, supportId, subId, iso(clickAt)]);
        // Most clicks convert nothing: up to three more on the same link.
        for (let k = rnd.int(0, 3); k > 0; k--) {
          const extra = `sd${(++clickSeq).toString(36)}${rnd.int(0, 1_295).toString(36).padStart(2, "0")}`;
          clickRows.push([extra, p.campaignId, p.publisher, supportId, subId, iso(when())]);
        }
        leadRows.push([
          p.campaignId,
          p.programId,
          p.advertiser,
          p.publisher,
          supportId,
          subId,
          clickId,
          email,
          phone,
          status,
          duplicate,
          duplicate ? 0 : p.payout,
          duplicate ? 0 : p.price,
          iso(t),
        ]);
      }
      await db.execute(sql`
        insert into perf_clicks (click_id, campaign_id, publisher_client_id, support_id, sub_id, created_at)
        select * from unnest(${col(clickRows, 0)}::text[], ${col(clickRows, 1)}::int[], ${col(clickRows, 2)}::int[], ${col(clickRows, 3)}::int[],
                             ${col(clickRows, 4)}::text[], ${col(clickRows, 5)}::timestamptz[])`);
      await db.execute(sql`
        insert into perf_leads (campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id, click_id, email, phone,
                                status, duplicate, payout_cents, revenue_cents, created_at, day)
        select x.*, (x.created_at at time zone 'Europe/Paris')::date
        from unnest(${col(leadRows, 0)}::int[], ${col(leadRows, 1)}::int[], ${col(leadRows, 2)}::int[], ${col(leadRows, 3)}::int[], ${col(leadRows, 4)}::int[],
                    ${col(leadRows, 5)}::text[], ${col(leadRows, 6)}::text[], ${col(leadRows, 7)}::text[], ${col(leadRows, 8)}::text[], ${col(leadRows, 9)}::text[],
                    ${col(leadRows, 10)}::boolean[], ${col(leadRows, 11)}::bigint[], ${col(leadRows, 12)}::bigint[], ${col(leadRows, 13)}::timestamptz[])
             as x(campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id, click_id, email, phone,
                  status, duplicate, payout_cents, revenue_cents, created_at)`);
      clicks += clickRows.length;
      done += n;
      made = done;
      opts.onBatch?.(done, opts.leads);
    }
  }

  await rollUpFromRaw(db, clickBase, leadBase);
  await seedObjectives(db, rnd, now);
  await seedManivox(db, rnd, at, leadBase);
  return { clicks, leads: made };
}

/**
 * Adds the clicks and leads above the given ids to perf_stats_daily in one statement: the same
 * figures the tracking writes keep up to date (money: pending and valid, non-duplicate leads).
 */
export async function rollUpFromRaw(db: Exec, clickAbove = 0, leadAbove = 0): Promise<void> {
  await db.execute(sql`
    insert into perf_stats_daily (day, campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id,
                                  clicks, leads, valid_leads, invalid_leads, duplicate_leads, revenue_cents, payout_cents)
    select day, campaign_id, max(program_id), max(advertiser_client_id), publisher_client_id, support_id, sub_id,
           sum(clicks), sum(leads), sum(valid_leads), sum(invalid_leads), sum(duplicate_leads), sum(revenue_cents), sum(payout_cents)
    from (
      select (c.created_at at time zone 'Europe/Paris')::date as day, c.campaign_id, ca.program_id, p.advertiser_client_id,
             c.publisher_client_id, c.support_id, c.sub_id,
             count(*) as clicks, 0 as leads, 0 as valid_leads, 0 as invalid_leads, 0 as duplicate_leads, 0 as revenue_cents, 0 as payout_cents
      from perf_clicks c
      join perf_campaigns ca on ca.id = c.campaign_id
      join perf_programs p on p.id = ca.program_id
      where c.id > ${clickAbove}
      group by 1, 2, 3, 4, 5, 6, 7
      union all
      select l.day, l.campaign_id, l.program_id, l.advertiser_client_id, l.publisher_client_id, l.support_id, l.sub_id,
             0, count(*), count(*) filter (where l.status = 'valid'), count(*) filter (where l.status = 'invalid'),
             count(*) filter (where l.duplicate),
             coalesce(sum(l.revenue_cents) filter (where not l.duplicate and l.status <> 'invalid'), 0),
             coalesce(sum(l.payout_cents) filter (where not l.duplicate and l.status <> 'invalid'), 0)
      from perf_leads l
      where l.id > ${leadAbove}
      group by 1, 2, 3, 4, 5, 6, 7
    ) x
    group by day, campaign_id, publisher_client_id, support_id, sub_id
    on conflict (day, campaign_id, publisher_client_id, support_id, sub_id) do update set
      clicks = perf_stats_daily.clicks + excluded.clicks,
      leads = perf_stats_daily.leads + excluded.leads,
      valid_leads = perf_stats_daily.valid_leads + excluded.valid_leads,
      invalid_leads = perf_stats_daily.invalid_leads + excluded.invalid_leads,
      duplicate_leads = perf_stats_daily.duplicate_leads + excluded.duplicate_leads,
      revenue_cents = perf_stats_daily.revenue_cents + excluded.revenue_cents,
      payout_cents = perf_stats_daily.payout_cents + excluded.payout_cents`);
}

/** Targets for the six last months and this one, for every advertiser with a validated program. */
async function seedObjectives(db: Exec, rnd: Random, now: number): Promise<void> {
  const clients = await rows<{ client: number }>(
    db,
    sql`select distinct advertiser_client_id as client from perf_programs where validation = 'validated' order by 1`,
  );
  if (!clients.length) return;
  const month0 = parisMonth(new Date(now));
  const months = Array.from({ length: 7 }, (_, i) => {
    const [y, m] = month0.split("-").map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 10);
  });
  const values = clients.flatMap((c) =>
    months.map((month) => {
      const leads = Number(c.client) === 501 ? rnd.int(60, 160) * 50 : rnd.int(2, 40) * 25;
      return sql`(${Number(c.client)}, ${month}, ${leads}, ${leads * rnd.int(8, 30) * 100})`;
    }),
  );
  await db.execute(
    sql`insert into perf_objectives (advertiser_client_id, month, target_leads, target_revenue_cents) values ${sql.join(values, sql`, `)}`,
  );
}

/** Call-tracking tags on the first running campaigns, and their calls of the last 90 days. */
async function seedManivox(db: Exec, rnd: Random, at: At, leadBase: number): Promise<void> {
  const campaigns = await rows<{ id: number; name: string }>(
    db,
    sql`select c.id, c.name from perf_campaigns c join perf_programs p on p.id = c.program_id where c.state = 'valide' and p.state = 'valide' order by c.id limit 6`,
  );
  const tags = [
    ...campaigns.map((c, i) => ({
      name: `Ligne ${c.name}`.slice(0, 80),
      campaignId: Number(c.id),
      phone: `+339${String(70_000_000 + i * 1_111).padStart(8, "0")}`,
      active: 1,
    })),
    { name: "Standard commercial", campaignId: null, phone: "+33975000999", active: 1 },
    { name: "Ancienne ligne salon", campaignId: null, phone: "+33975000998", active: 0 },
  ];
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into manivox_tags (name, campaign_id, phone_number, active, created_at) values ${sql.join(
      tags.map(
        (t) => sql`(${t.name}, ${t.campaignId}, ${t.phone}, ${t.active}, ${at(rnd.int(100, 200)).toISOString()})`,
      ),
      sql`, `,
    )} returning id`,
  );
  const calls: ReturnType<typeof sql>[] = [];
  for (const [i, tag] of tags.entries()) {
    const tagId = Number(inserted[i]!.id);
    const leadIds = tag.campaignId
      ? (
          await rows<{ id: number }>(
            db,
            sql`select id from perf_leads where campaign_id = ${tag.campaignId} and id > ${leadBase} and not duplicate order by id limit 200`,
          )
        ).map((r) => Number(r.id))
      : [];
    const count = tag.active ? rnd.int(40, 90) : rnd.int(3, 8);
    for (let k = 0; k < count; k++) {
      const r = rnd.next();
      const outcome = r < 0.2 ? "missed" : leadIds.length && r < 0.55 ? "lead" : "no_lead";
      const duration =
        outcome === "missed" ? 0 : rnd.int(outcome === "lead" ? 120 : 15, outcome === "lead" ? 900 : 300);
      const started = at(rnd.int(0, tag.active ? SPAN_DAYS - 1 : 200));
      const caller = `+336${String(rnd.int(10_000_000, 99_999_999))}`;
      calls.push(
        sql`(${tagId}, ${caller}, ${started.toISOString()}, ${duration}, ${outcome}, ${outcome === "lead" ? rnd.pick(leadIds) : null})`,
      );
    }
  }
  if (calls.length) {
    await db.execute(
      sql`insert into manivox_calls (tag_id, caller_number, started_at, duration_seconds, outcome, lead_id) values ${sql.join(calls, sql`, `)}`,
    );
  }
}
