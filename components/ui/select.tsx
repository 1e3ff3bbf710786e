import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/** A styled native select: native keyboard handling and mobile pickers for free. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900",
        "focus-visible:outline-2 focus-visible:outline-emerald-500 aria-invalid:border-red-500",
        "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
        className,
      )}
      {...props}
    />
  );
}
