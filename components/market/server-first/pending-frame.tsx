import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Wraps what a transition is refreshing: the previous rows stay on screen, dimmed and marked busy,
 * instead of the Suspense fallback replacing them while new variables load.
 */
export function PendingFrame({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      className={cn("transition-opacity", pending && "opacity-60", className)}
    >
      {children}
    </div>
  );
}
