"use client";

import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { menuContentClass, menuItemClass } from "./menu";
import { RowIcon } from "./row-icon";

export interface RowMenuItem {
  key: string;
  label: string;
  icon: LucideIcon;
  /** A link, or… */
  href?: string;
  /** …an action. */
  onSelect?: () => void;
  danger?: boolean;
}

/**
 * A table row's "more actions" menu. Its items are rendered only when it opens: ten rows of labelled
 * icon buttons weighed tens of KB of a list's first HTML. Not modal, like the profile menu, so the
 * page stays readable by assistive technology. The item named by `confirm.item` asks first; closing
 * that dialog brings the focus back to the row's menu button, not to the top of the page.
 */
export function RowMenu({
  label,
  items,
  variant = "outline",
  confirm,
}: {
  label: string;
  items: RowMenuItem[];
  variant?: "outline" | "ghost";
  confirm?: { item: string; dialog: Omit<ComponentProps<typeof ConfirmDialog>, "trigger"> };
}) {
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const asks = confirm && items.some((i) => i.key === confirm.item);
  return (
    <>
      <DropdownMenu.Root modal={false}>
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
