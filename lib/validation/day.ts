/**
 * Calendar days and months as the forms and the APIs exchange them ('YYYY-MM-DD', 'YYYY-MM'). A
 * pattern alone lets 2026-02-31 through, which JavaScript rolls over to 3 March and PostgreSQL
 * refuses with an error: every date check goes through `isCalendarDay` instead.
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `v` is 'YYYY-MM-DD' and that day exists (no 31 February, no month 13). */
export function isCalendarDay(v: string): boolean {
  if (!DAY_PATTERN.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v;
}

/** Whether `v` is 'YYYY-MM' with a month from 01 to 12. */
export const isCalendarMonth = (v: string): boolean => MONTH_PATTERN.test(v);
