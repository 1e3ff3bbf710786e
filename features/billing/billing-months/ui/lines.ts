import type { MonthSide } from "@/lib/domain/states";

/** The shape of a review line the screen, its totals and its CSV share. */
export interface LineFigures {
  side: MonthSide;
  client_id: number;
  client_name?: string | null;
  program_name?: string | null;
  leads: number;
  valid_leads: number;
  amount_cents: number;
  adjustment_cents: number;
  total_cents: number;
}

/** The lines of one side matching a search (client name or id, program name), in their order. */
export function filterLines<T extends LineFigures>(lines: readonly T[], side: MonthSide, search: string): T[] {
  const q = search.trim().toLowerCase();
  return lines.filter(
    (l) =>
      l.side === side &&
      (!q ||
        String(l.client_id) === q ||
        (l.client_name ?? "").toLowerCase().includes(q) ||
        (l.program_name ?? "").toLowerCase().includes(q)),
  );
}

/** Column sums, in integer cents (no float drift: every figure is a whole number of cents). */
export function totalsOf(lines: readonly LineFigures[]) {
  return lines.reduce(
    (t, l) => ({
      leads: t.leads + l.leads,
      validLeads: t.validLeads + l.valid_leads,
      amountCents: t.amountCents + l.amount_cents,
      adjustmentCents: t.adjustmentCents + l.adjustment_cents,
      totalCents: t.totalCents + l.total_cents,
    }),
    { leads: 0, validLeads: 0, amountCents: 0, adjustmentCents: 0, totalCents: 0 },
  );
}

/** What a month bills its advertisers and what it owes its publishers (HT cents): two figures, never one sum. */
export function sideTotals(lines: readonly LineFigures[]): { revenueCents: number; payoutsCents: number } {
  const of = (side: MonthSide) => totalsOf(lines.filter((l) => l.side === side)).totalCents;
  return { revenueCents: of("advertiser"), payoutsCents: of("publisher") };
}

export const PAGE_SIZE = 10;
