import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import type { DataDealState } from "@/lib/domain/states";

/**
 * What the contacts a deal's source collected have become, today: still active, unsubscribed,
 * bounced, invalid. `payable` is every contact but the invalid ones: a deal pays for real opt-in
 * addresses at collection; an address that later unsubscribes or bounces was a good contact when
 * it was brought (its later life is Weedo data's, not the publisher's), whereas an invalid one
 * (malformed, a trap, a disposable domain found by the cleaning) never was.
 */
export interface DealFigures {
  collected: number;
  active: number;
  unsubscribed: number;
  bounced: number;
  invalid: number;
  payable: number;
  /** payable × the deal's price per contact. */
  earningsCents: number;
}
export interface PublisherDeal {
  id: number;
  source: string;
  priceCents: number;
  /** YYYY-MM-DD (Paris days, inclusive). */
  startedOn: string;
  endedOn: string | null;
  state: DataDealState;
  figures: DealFigures;
}
/** One deal in one month (YYYY-MM, Paris) of contacts' consent. */
export interface PublisherDealMonth {
  dealId: number;
  source: string;
  month: string;
  priceCents: number;
  figures: DealFigures;
}
export interface PublisherDeals {
  deals: PublisherDeal[];
  /** Most recent month first, then by source. */
  months: PublisherDealMonth[];
  /** Every deal's month summed, oldest first (the chart). */
  earningsByMonth: { month: string; earningsCents: number }[];
  totals: DealFigures;
  /** The years that hold contacts (the page's year filter), most recent first. */
  years: number[];
}
export interface PublisherDealsFilter {
  dealId?: number | null;
  year?: number | null;
}

interface Row {
  id: number;
  source: string;
  price_cents: number;
  started_on: string | Date;
  ended_on: string | Date | null;
  state: DataDealState;
  month: string | null;
  collected: number | string;
  active: number | string;
  unsubscribed: number | string;
  bounced: number | string;
  invalid: number | string;
}

const zero = (): DealFigures => ({
  collected: 0,
  active: 0,
  unsubscribed: 0,
  bounced: 0,
  invalid: 0,
  payable: 0,
  earningsCents: 0,
});
const FIGURES = ["collected", "active", "unsubscribed", "bounced", "invalid", "payable", "earningsCents"] as const;
const add = (into: DealFigures, f: DealFigures) => {
  for (const k of FIGURES) into[k] += f[k];
};
/** A contact `c` of deal `d`: from its source, consented within the deal's period (Paris days). */
const WITHIN_DEAL = sql`c.source = d.source
  and (c.consent_at at time zone 'Europe/Paris')::date >= d.started_on
  and (d.ended_on is null or (c.consent_at at time zone 'Europe/Paris')::date <= d.ended_on)`;

const day = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * A publisher's data deals and, per deal and month, the contacts its source collected within the
 * deal's period (data_contacts.consent_at, Paris days, both ends included) and what they earn.
 * Ownership is in the where-clause: another publisher's deal id yields nothing. The year filter
 * keeps the months of that year (a deal still lists, with zero, when it had none then); the deal
 * filter keeps one deal's months, totals and chart, while `deals` lists them all (the choices).
 */
export async function publisherDeals(
  db: Db,
  publisherId: number,
  filter: PublisherDealsFilter = {},
): Promise<PublisherDeals> {
  const dealId = filter.dealId ?? null;
  const year = filter.year ?? null;
  const res = await db.execute(sql`
    with deals as (
      select * from data_deals
      where publisher_id = ${publisherId}
    ), contacts as (
      select d.id as deal_id, to_char(c.consent_at at time zone 'Europe/Paris', 'YYYY-MM') as month, c.state
      from deals d join data_contacts c on ${WITHIN_DEAL}
    )
    select d.id, d.source, d.price_cents, d.started_on, d.ended_on, d.state, c.month,
      count(c.deal_id) as collected,
      count(*) filter (where c.state = 'active') as active,
      count(*) filter (where c.state = 'unsubscribed') as unsubscribed,
      count(*) filter (where c.state = 'bounced') as bounced,
      count(*) filter (where c.state = 'invalid') as invalid
    from deals d left join contacts c on c.deal_id = d.id
      and (${year}::int is null or c.month like ${`${year}-%`})
    group by d.id, d.source, d.price_cents, d.started_on, d.ended_on, d.state, c.month
    order by d.started_on desc, d.id, c.month`);
  const deals = new Map<number, PublisherDeal>();
  const months: PublisherDealMonth[] = [];
  const byMonth = new Map<string, number>();
  const totals = zero();
  for (const r of rowsOf<Row>(res)) {
    const id = Number(r.id);
    const priceCents = Number(r.price_cents);
    let deal = deals.get(id);
    if (!deal) {
      deal = {
        id,
        source: r.source,
        priceCents,
        startedOn: day(r.started_on),
        endedOn: r.ended_on === null ? null : day(r.ended_on),
        state: r.state,
        figures: zero(),
      };
      deals.set(id, deal);
    }
    if (r.month === null) continue;
    const f = zero();
    for (const k of ["collected", "active", "unsubscribed", "bounced", "invalid"] as const) f[k] = Number(r[k]);
    f.payable = f.collected - f.invalid;
    f.earningsCents = f.payable * priceCents;
    add(deal.figures, f);
    if (dealId !== null && id !== dealId) continue;
    add(totals, f);
    months.push({ dealId: id, source: r.source, month: r.month, priceCents, figures: f });
    byMonth.set(r.month, (byMonth.get(r.month) ?? 0) + f.earningsCents);
  }
  months.sort((a, b) => b.month.localeCompare(a.month) || a.source.localeCompare(b.source));
  const earningsByMonth = [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, earningsCents]) => ({ month, earningsCents }));
  // The filter's choices do not depend on the filter.
  const years = rowsOf<{ y: number | string }>(
    await db.execute(sql`
      select distinct extract(year from c.consent_at at time zone 'Europe/Paris')::int as y
      from data_deals d join data_contacts c on ${WITHIN_DEAL}
      where d.publisher_id = ${publisherId}
      order by y desc`),
  ).map((r) => Number(r.y));
  return { deals: [...deals.values()], months, earningsByMonth, totals, years };
}
