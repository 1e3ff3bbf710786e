import { MONTH_PLATFORMS, type MonthPlatform } from "@/lib/domain/states";
import { badInput } from "@/lib/api/errors";

/** "2026-10" or "2026-10-01" → "2026-10-01"; anything else is refused. */
export function monthStart(month: string): string {
  const m = /^(\d{4})-(0[1-9]|1[0-2])(?:-01)?$/.exec(month.trim());
  if (!m) throw badInput("Invalid month", { month: "invalid" });
  return `${m[1]}-${m[2]}-01`;
}

/** The first day of the month after `month` (a first day). */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

export function isMonthPlatform(p: string): p is MonthPlatform {
  return (MONTH_PLATFORMS as readonly string[]).includes(p);
}
