import { parisDay } from "@/lib/domain/paris-time";
/** Date ranges of calendar days (YYYY-MM-DD, Europe/Paris), as the statistics screens pick them. */
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ["today", "yesterday", "last7", "last30", "thisMonth", "lastMonth", "last90"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const parisToday = () => parisDay(new Date());

/** Adds whole days to a calendar day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function presetRange(preset: RangePreset, today: string = parisToday()): DayRange {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "last90":
      return { from: addDays(today, -89), to: today };
    case "thisMonth":
      return { from: monthStart(y, m), to: today };
    case "lastMonth":
      return { from: monthStart(y, m - 1), to: addDays(monthStart(y, m), -1) };
  }
}

/** The last `days` days up to today. */
export const defaultRange = (days = 30, today?: string): DayRange => ({
  from: addDays(today ?? parisToday(), -(days - 1)),
  to: today ?? parisToday(),
});

/** The preset a range is equal to, if any. */
export function presetOf(range: DayRange, today?: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}
