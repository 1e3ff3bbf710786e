import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

// The classes are defined in app/globals.css (components layer): a table row's buttons repeat them.
const variants = { primary: "btn btn-primary", outline: "btn btn-outline", ghost: "btn btn-ghost" } as const;

type ButtonProps = ComponentProps<"button"> & { variant?: keyof typeof variants; asChild?: boolean };

export function Button({ className, variant = "primary", asChild, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={className ? `${variants[variant]} ${className}` : variants[variant]} {...props} />;
}
