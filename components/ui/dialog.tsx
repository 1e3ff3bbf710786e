"use client";

import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils/cn";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** A modal panel with its title (and description) announced to assistive technology; Escape closes it. */
export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const t = useTranslations("data");
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <D.Content className={cn("dialog-panel", className)} {...(description ? {} : { "aria-describedby": undefined })}>
        <D.Title className="pr-8 text-lg font-semibold">{title}</D.Title>
        {description && (
          <D.Description className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</D.Description>
        )}
        <div className="mt-4">{children}</div>
        <D.Close
          aria-label={t("close")}
          className="absolute top-4 right-4 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800"
        >
          <X className="size-4" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
