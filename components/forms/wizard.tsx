"use client";

import { Check, Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

export interface WizardStepsProps {
  steps: readonly string[];
  current: number;
  /** Steps reached at least once: only those can be chosen (the others stay locked). */
  visited: ReadonlySet<number>;
  onSelect(index: number): void;
  disabled?: boolean;
  labels: { nav: string; locked: string; done: string; current: string };
}

/** The numbered step list of a wizard: locked until visited, visited steps clickable. */
export function WizardSteps({ steps, current, visited, onSelect, disabled, labels }: WizardStepsProps) {
  return (
    <nav aria-label={labels.nav}>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((label, i) => {
          const locked = !visited.has(i);
          const isCurrent = i === current;
          const done = !isCurrent && !locked && i < current;
          return (
            <li key={label}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                disabled={locked || isCurrent || disabled}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "flex w-full flex-col items-center gap-1 rounded-md p-1 text-center text-xs sm:flex-row sm:text-left sm:text-sm",
                  "focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:cursor-default",
                  !locked && !isCurrent && "hover:bg-zinc-100 dark:hover:bg-zinc-800",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                    isCurrent
                      ? "border-emerald-700 bg-emerald-700 text-white"
                      : done
                        ? "border-emerald-600 text-emerald-600 dark:text-emerald-400"
                        : locked && "border-zinc-300 text-zinc-400 dark:border-zinc-700",
                  )}
                >
                  {locked ? <Lock className="size-3.5" /> : done ? <Check className="size-4" /> : i + 1}
                </span>
                <span className={cn("font-medium", locked && "text-zinc-500")}>
                  {label}
                  <span className="sr-only">
                    {" "}
                    ({locked ? labels.locked : isCurrent ? labels.current : labels.done})
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  /** Shown with a spinner on the forward button while the step's check or the final call runs. */
  busyLabel?: string | null;
  onBack(): void;
  labels: { back: string; next: string; finish: string };
  extra?: ReactNode;
}

/** Back, and Next (Finish on the last step) as the form's submit button. */
export function WizardActions({ isFirst, isLast, busyLabel, onBack, labels, extra }: WizardActionsProps) {
  const busy = !!busyLabel;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {!isFirst && (
          <Button type="button" variant="outline" onClick={onBack} disabled={busy} className="w-full sm:w-auto">
            {labels.back}
          </Button>
        )}
        {extra}
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {busyLabel ?? (isLast ? labels.finish : labels.next)}
      </Button>
    </div>
  );
}
