import { parisDay } from "@/lib/domain/paris-time";

const DAY = 86_400_000;

/** Today as a Paris day (YYYY-MM-DD). */
export function parisToday(now = new Date()): string {
  return parisDay(now);
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A statistics period: the days given, else the last 90 days up to today (Paris). */
export function defaultPeriod(
  from?: string,
  to?: string,
  now = new Date(),
): { from: string; to: string; days: number } {
  const end = to ?? (from && from > parisToday(now) ? from : parisToday(now));
  const start = from ?? shift(end, -89);
  return { from: start, to: end, days: Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1 };
}
