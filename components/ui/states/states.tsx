import type { LucideIcon } from "lucide-react";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** Nothing to show yet: says why and what will appear, with links to what already exists. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  testId,
  compact,
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  testId?: string;
  compact?: boolean;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 text-center dark:border-zinc-700",
        compact ? "px-4 py-5" : "px-6 py-10",
      )}
    >
      <Icon aria-hidden className="size-8 text-zinc-400" />
      <p className="font-medium">{title}</p>
      {text && <div className="max-w-prose text-sm text-zinc-600 dark:text-zinc-400">{text}</div>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** A dashboard (or one of its parts) that could not be loaded. */
export function ErrorState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid="dashboard-error"
      className="flex flex-col items-center gap-2 rounded-xl border border-red-300 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <CircleAlert aria-hidden className="size-8 text-red-600 dark:text-red-400" />
      <p className="font-medium">{title}</p>
      <p className="max-w-prose text-sm text-zinc-700 dark:text-zinc-300">{text}</p>
      {children}
    </div>
  );
}
