import type { StatsRole } from "./scope";
import { visibility } from "./scope";

/** The summed counters of a roll-up slice (money in cents). */
export interface RawFigures {
  clicks: number;
  leads: number;
  validLeads: number;
  invalidLeads: number;
  duplicateLeads: number;
  revenue: number;
  payout: number;
}

/** The figures one role may read, with the derived ratios. */
export interface StatsFigures {
  clicks: number;
  leads: number;
  validLeads: number;
  invalidLeads: number;
  duplicateLeads: number;
  /** leads / clicks; null without clicks. */
  conversion: number | null;
  revenue: number | null;
  payout: number | null;
  margin: number | null;
  /** Earnings per click, cents: payout for a publisher, revenue for the others. */
  epc: number | null;
}

export const ZERO: RawFigures = {
  clicks: 0,
  leads: 0,
  validLeads: 0,
  invalidLeads: 0,
  duplicateLeads: 0,
  revenue: 0,
  payout: 0,
};

export function figuresFor(role: StatsRole, r: RawFigures): StatsFigures {
  const v = visibility(role);
  const perClick = role === "publisher" ? r.payout : r.revenue;
  return {
    clicks: r.clicks,
    leads: r.leads,
    validLeads: r.validLeads,
    invalidLeads: r.invalidLeads,
    duplicateLeads: r.duplicateLeads,
    conversion: r.clicks > 0 ? r.leads / r.clicks : null,
    revenue: v.revenue ? r.revenue : null,
    payout: v.payout ? r.payout : null,
    margin: v.margin ? r.revenue - r.payout : null,
    epc: r.clicks > 0 ? Math.round((perClick / r.clicks) * 100) / 100 : null,
  };
}

/** Reads the summed columns of a raw SQL row (numeric/bigint may come back as text). */
export function rawOf(row: Record<string, unknown>): RawFigures {
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    clicks: n("clicks"),
    leads: n("leads"),
    validLeads: n("valid_leads"),
    invalidLeads: n("invalid_leads"),
    duplicateLeads: n("duplicate_leads"),
    revenue: n("revenue"),
    payout: n("payout"),
  };
}

export const addRaw = (a: RawFigures, b: RawFigures): RawFigures => ({
  clicks: a.clicks + b.clicks,
  leads: a.leads + b.leads,
  validLeads: a.validLeads + b.validLeads,
  invalidLeads: a.invalidLeads + b.invalidLeads,
  duplicateLeads: a.duplicateLeads + b.duplicateLeads,
  revenue: a.revenue + b.revenue,
  payout: a.payout + b.payout,
});

/** The calendar days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
