import { calendarDay, daysInRange, MAX_STATS_DAYS } from "@/lib/validation/myaffil-stats";
import type { DayRange } from "@/components/data/date-range";

/** A range from URL parameters when both are real days in order and not too long; else undefined. */
export function rangeFromParams(from: unknown, to: unknown): DayRange | undefined {
  const f = calendarDay.safeParse(from);
  const t = calendarDay.safeParse(to);
  if (!f.success || !t.success || f.data > t.data || daysInRange(f.data, t.data) > MAX_STATS_DAYS) return undefined;
  return { from: f.data, to: t.data };
}
