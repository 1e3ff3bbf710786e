"use client";

import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./button";
import type { ConfirmDialog } from "./confirm-dialog";
import { useLazyPopup } from "./lazy-popup";
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

export interface RowMenuProps {
  label: string;
  items: RowMenuItem[];
  variant?: "outline" | "ghost";
  confirm?: { item: string; dialog: Omit<ComponentProps<typeof ConfirmDialog>, "trigger"> };
}

const loadPopup = () => import("./row-menu-popup").then((m) => m.RowMenuPopup);

/**
 * A table row's "more actions" menu. Its items are rendered only when it opens: ten rows of labelled
 * icon buttons weighed tens of KB of a list's first HTML. Its code (radix-ui's menu, the confirmation
 * dialog) comes when the pointer or the focus reaches the button; a click or key press made before
 * it arrives opens it on arrival. Not modal, like the profile menu, so the page stays readable by
 * assistive technology. The item named by `confirm.item` asks first; closing that dialog brings the
 * focus back to the row's menu button, not to the top of the page.
 */
export function RowMenu(props: RowMenuProps) {
  const { loaded: Popup, intent, triggerProps } = useLazyPopup(loadPopup, { openOn: "pointerdown" });
  if (Popup) return <Popup {...props} intent={intent} />;
  return (
    <Button
      variant={props.variant ?? "outline"}
      type="button"
      className="h-8 px-2"
      title={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps}
    >
      <RowIcon name="ellipsis" />
      <span className="sr-only">{props.label}</span>
    </Button>
  );
}
