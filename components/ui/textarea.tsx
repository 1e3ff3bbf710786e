import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        // app/globals.css
        "field-area",
        className,
      )}
      {...props}
    />
  );
}
