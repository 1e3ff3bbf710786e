import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * One headline figure. `value` is the raw number (cents for money) exposed as data-value so that
 * tests compare it with what the API answered.
 */
export function KpiCard({
  id,
  label,
  display,
  value,
  icon: Icon,
  detail,
  badge,
  tone = "default",
}: {
  id: string;
  label: string;
  display: string;
  value: number | null;
  icon: LucideIcon;
  detail?: ReactNode;
  badge?: ReactNode;
  tone?: "default" | "warning";
}) {
  return (
    <div
      data-testid={`kpi-${id}`}
      data-value={value ?? ""}
      className={cn(
        "flex flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm dark:bg-zinc-900",
        tone === "warning" ? "border-amber-400 dark:border-amber-500/60" : "border-zinc-200 dark:border-zinc-800",
      )}
    >
      <div className="flex items-center justify-between gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <span>{label}</span>
        <Icon aria-hidden className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
      </div>
      <div className="flex flex-wrap items-baseline gap-2">
        <span data-testid={`kpi-${id}-display`} className="text-2xl font-semibold tabular-nums">
          {display}
        </span>
        {badge}
      </div>
      {detail && <div className="text-xs text-zinc-600 dark:text-zinc-400">{detail}</div>}
    </div>
  );
}

export function KpiGrid({ children, label, columns = 4 }: { children: ReactNode; label?: string; columns?: 3 | 4 }) {
  return (
    <div
      role={label ? "group" : undefined}
      aria-label={label}
      className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2", columns === 3 ? "xl:grid-cols-3" : "xl:grid-cols-4")}
    >
      {children}
    </div>
  );
}

export function Badge({
  children,
  tone = "neutral",
  testId,
}: {
  children: ReactNode;
  tone?: "neutral" | "success" | "warning" | "danger" | "info";
  testId?: string;
}) {
  // The classes live in app/globals.css: a table repeats its badges on every row.
  return (
    <span data-testid={testId} className={`badge badge-${tone}`}>
      {children}
    </span>
  );
}
