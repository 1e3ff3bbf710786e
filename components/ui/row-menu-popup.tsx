"use client";

import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { useReplayIntent, type PopupIntent } from "./lazy-popup";
import { menuContentClass, menuItemClass } from "./menu";
import { RowIcon } from "./row-icon";
import type { RowMenuProps } from "./row-menu";

/** The row menu itself, loaded when first wanted (row-menu.tsx). */
export function RowMenuPopup({
  label,
  items,
  variant = "outline",
  confirm,
  intent,
}: RowMenuProps & { intent: PopupIntent }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, trigger, setOpen);
  const asks = confirm && items.some((i) => i.key === confirm.item);
  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger asChild>
          <Button ref={trigger} variant={variant} className="h-8 px-2" title={label}>
            <RowIcon name="ellipsis" />
            <span className="sr-only">{label}</span>
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className={cn(menuContentClass, "min-w-44")}>
            {items.map(({ key, label: itemLabel, icon: Icon, href, onSelect, danger }) => {
              const className = cn(menuItemClass, danger && "text-red-700 dark:text-red-400");
              const content = (
                <>
                  <Icon className="size-4" aria-hidden />
                  {itemLabel}
                </>
              );
              return href ? (
                <DropdownMenu.Item key={key} asChild className={className}>
                  <Link href={href}>{content}</Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={key}
                  className={className}
                  onSelect={() => (key === confirm?.item ? setConfirming(true) : onSelect?.())}
                >
                  {content}
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {asks && (
        <ConfirmDialog
          {...confirm.dialog}
          open={confirming}
          onOpenChange={setConfirming}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}
