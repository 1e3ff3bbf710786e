import { formatNumber } from "@/components/data/format";

/**
 * A duration as a person reads it, the same in French and English: "45 s", "3 min 05 s",
 * "26 h 24 min" (hours are not folded into days: a call total reads best in hours). The unit
 * symbols h / min / s are international; the number follows the locale ("1 234 h" / "1,234 h").
 * Intl.DurationFormat would do this, but Node 20 (the server) does not have it.
 */
export function formatDuration(locale: string, totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
  const minutes = Math.round(s / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${formatNumber(locale, h)} h` : `${formatNumber(locale, h)} h ${String(m).padStart(2, "0")} min`;
}
