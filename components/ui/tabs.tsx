"use client";

import { Tabs as T } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn("mb-4 flex flex-wrap gap-1 border-b border-zinc-200 dark:border-zinc-800", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100",
        "focus-visible:outline-2 focus-visible:outline-emerald-500 data-[state=active]:border-emerald-600 data-[state=active]:text-zinc-900 dark:data-[state=active]:text-zinc-100",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = T.Content;
