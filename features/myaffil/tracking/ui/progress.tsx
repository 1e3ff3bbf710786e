import { formatPercent } from "@/components/data/format";

/** Actual against target as a bar (capped at 100 %) with the percentage; a dash without target. */
export function Progress({
  actual,
  target,
  locale,
  label,
}: {
  actual: number;
  target: number;
  locale: string;
  label: string;
}) {
  if (target <= 0) return <span className="text-zinc-500">—</span>;
  const ratio = actual / target;
  const tone = ratio >= 1 ? "bg-emerald-600" : ratio >= 0.6 ? "bg-sky-600" : "bg-amber-500";
  return (
    <div className="flex min-w-28 items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(ratio, 1) * 100)}
        aria-valuetext={formatPercent(locale, ratio)}
        className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className={`h-full ${tone}`} style={{ width: `${Math.min(ratio, 1) * 100}%` }} />
      </div>
      <span className="w-14 text-right text-xs tabular-nums">{formatPercent(locale, ratio)}</span>
    </div>
  );
}
