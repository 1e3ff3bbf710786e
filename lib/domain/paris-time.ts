import { TIME_ZONE } from "@/lib/config/time-zone";

/**
 * The business clock: days, months, delivery schedules and daily caps count in Europe/Paris. The
 * formatters are built once per process: an Intl formatter costs tens of microseconds to build,
 * which the intake paid several times per lead.
 */

const DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  hourCycle: "h23",
});
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The Paris calendar day of a moment, "YYYY-MM-DD". */
export const parisDay = (at: Date): string => DAY.format(at);

/** The first day ("YYYY-MM-01") of the Paris month of a moment. */
export const parisMonth = (at: Date): string => `${parisDay(at).slice(0, 7)}-01`;

/** ISO weekday (1 Monday – 7 Sunday) and hour (0–23) of a moment in Paris. */
export function parisClock(at: Date): { weekday: number; hour: number } {
  let weekday = 1;
  let hour = 0;
  for (const p of CLOCK.formatToParts(at)) {
    if (p.type === "weekday") weekday = WEEKDAYS.indexOf(p.value) + 1 || 1;
    else if (p.type === "hour") hour = Number(p.value);
  }
  return { weekday, hour };
}
