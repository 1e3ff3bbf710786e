import { formatNumber, formatPercent } from "@/components/data/format";

export interface LeadFigures {
  received: number;
  valid: number;
  invalid: number;
  marketplace: number;
}

/** Received, validated and refused MyAffil leads, and the marketplace's, as a small grid. */
export function LeadsFigures({
  leads,
  labels,
  locale,
  testId,
}: {
  leads: LeadFigures;
  labels: Record<keyof LeadFigures, string>;
  locale: string;
  testId: string;
}) {
  const keys: (keyof LeadFigures)[] = ["received", "valid", "invalid", "marketplace"];
  return (
    <dl className="grid grid-cols-2 gap-2" data-testid={testId}>
      {keys.map((key) => (
        <div
          key={key}
          data-testid={`${testId}-${key}`}
          data-value={leads[key]}
          className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50"
        >
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{labels[key]}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, leads[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The share of received leads that were validated, or null when none was received. */
export const validRate = (locale: string, l: LeadFigures) =>
  l.received > 0 ? formatPercent(locale, l.valid / l.received) : null;
