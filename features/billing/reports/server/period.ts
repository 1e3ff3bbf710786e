// No import of the database layer: the report pages compute their default period with these too.
import { parisDay } from "@/lib/domain/paris-time";

/** A month as the report speaks of it: "YYYY-MM". */
export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The month after "YYYY-MM". */
export function nextMonth(m: string): string {
  const y = Number(m.slice(0, 4));
  const mo = Number(m.slice(5, 7));
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
}

/** The month `n` months before "YYYY-MM". */
export function monthsBefore(m: string, n: number): string {
  const i = Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included (at most `cap`, counted from `to` back). */
export function monthsBetween(from: string, to: string, cap = 36): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length < cap; m = nextMonth(m)) out.push(m);
  return out;
}

/** The current Paris month. */
export const currentMonth = (at = new Date()) => parisDay(at).slice(0, 7);

/** The report's default period: the twelve months up to the last complete one. */
export function defaultPeriod(at = new Date()): { from: string; to: string } {
  const to = monthsBefore(currentMonth(at), 1);
  return { from: monthsBefore(to, 11), to };
}
