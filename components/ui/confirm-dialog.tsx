"use client";

import { cloneElement, isValidElement, useEffect, type MouseEvent, type PointerEvent, type ReactElement } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-popup";
import { useLazyPopup } from "./lazy-popup";

const loadPopup = () => import("./confirm-dialog-popup").then((m) => m.ConfirmDialogPopup);

type TriggerProps = { onClick?: (e: MouseEvent) => void; onPointerDown?: (e: PointerEvent) => void };

/**
 * Asks before a destructive or irreversible action. The dialog stays open, busy, while `onConfirm`
 * runs, and closes when it resolves; a rejection keeps it open (the caller shows the toast).
 * Without `trigger`, the caller opens it (`open`, `onOpenChange`: from a menu item, say) and
 * `onCloseAutoFocus` puts the focus back where the person was. The dialog's code (radix-ui's alert
 * dialog, focus trap and scroll lock) comes when the pointer or the focus reaches the trigger, or
 * when the caller opens it; a click made before it arrives opens it on arrival.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { loaded: Popup, intent, start, triggerProps } = useLazyPopup(loadPopup, { openOn: "click" });
  const openedByCaller = props.open === true;
  useEffect(() => {
    if (openedByCaller) start();
  }, [openedByCaller, start]);
  if (Popup) return <Popup {...props} intent={intent} />;
  if (!isValidElement(props.trigger)) return null;
  const trigger = props.trigger as ReactElement<TriggerProps>;
  return cloneElement(trigger, {
    "aria-haspopup": "dialog",
    onPointerEnter: triggerProps.onPointerEnter,
    onFocus: triggerProps.onFocus,
    // Once the code is cached (a second dialog on the page), it can arrive between the pointer going
    // down and coming up: the button is then replaced under the pointer and no click is fired. The
    // intent is taken on the way down too; the dialog is modal, so a click that does follow lands on
    // its overlay and cannot close it again.
    onPointerDown: (e: PointerEvent) => {
      trigger.props.onPointerDown?.(e);
      if (e.button === 0 && !e.defaultPrevented) start({ open: true, refocus: true });
    },
    onBlur: triggerProps.onBlur,
    onClick: (e: MouseEvent) => {
      trigger.props.onClick?.(e);
      if (!e.defaultPrevented) triggerProps.onClick(e);
    },
  } as Partial<TriggerProps>);
}
