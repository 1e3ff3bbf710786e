/** Eight grey cards where the headline figures will be (server or client). */
export function KpiSkeleton({ label }: { label: string }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" />
      ))}
    </div>
  );
}

/** A statistics screen before its figures: the KPI cards, the chart and the table as grey blocks. */
export function StatsSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="h-24 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      <KpiSkeleton label={label} />
      <div className="h-80 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
      <div className="h-64 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-900" />
    </div>
  );
}
