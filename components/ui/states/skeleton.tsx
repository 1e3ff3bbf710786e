import { cn } from "@/lib/utils/cn";

const Block = ({ className }: { className?: string }) => <div className={cn("skeleton", className)} />;

/** What a dashboard looks like while its figures stream in. */
export function DashboardSkeleton({ label, kpis = 4, panels = 4 }: { label: string; kpis?: number; panels?: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="dashboard-loading"
      className="flex flex-col gap-6"
    >
      <span className="sr-only">{label}</span>
      <Block className="h-8 w-64" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: kpis }, (_, i) => (
          <Block key={i} className="h-28" />
        ))}
      </div>
      <Block className="h-72" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {Array.from({ length: panels }, (_, i) => (
          <Block key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}
