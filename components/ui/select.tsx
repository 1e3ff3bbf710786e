import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/** A styled native select: native keyboard handling and mobile pickers for free. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        // app/globals.css
        "field",
        className,
      )}
      {...props}
    />
  );
}
