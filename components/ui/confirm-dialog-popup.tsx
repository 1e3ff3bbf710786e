"use client";

import { AlertDialog as A } from "radix-ui";
import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";
import { useReplayIntent, type PopupIntent } from "./lazy-popup";

export interface ConfirmDialogProps {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown> | unknown;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** A confirmation the person types (a month, a name): the confirm button waits for it, exactly. */
  typed?: { label: string; expected: string };
}

/** The confirmation dialog itself (radix-ui's alert dialog), loaded when first wanted (confirm-dialog.tsx). */
export function ConfirmDialogPopup({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
  open: openProp,
  onOpenChange,
  onCloseAutoFocus,
  typed,
  intent,
}: ConfirmDialogProps & { intent: PopupIntent }) {
  const t = useTranslations("data");
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  useReplayIntent(intent, triggerRef, setOwnOpen, false);
  const [busy, setBusy] = useState(false);
  const [typedValue, setTypedValue] = useState("");
  const typedId = useId();
  const waiting = !!typed && typedValue.trim() !== typed.expected;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <A.Root open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      {trigger && (
        <A.Trigger ref={triggerRef} asChild>
          {trigger}
        </A.Trigger>
      )}
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <A.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-zinc-200 bg-white p-6 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
        >
          <A.Title className="text-lg font-semibold">{title}</A.Title>
          {description ? (
            <A.Description className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{description}</A.Description>
          ) : (
            <A.Description className="sr-only">{title}</A.Description>
          )}
          {typed && (
            <div className="mt-4 flex flex-col gap-1">
              <label htmlFor={typedId} className="text-sm font-medium">
                {typed.label}
              </label>
              <input
                id={typedId}
                value={typedValue}
                onChange={(e) => setTypedValue(e.target.value)}
                autoComplete="off"
                className="h-9 rounded-md border border-zinc-300 bg-transparent px-3 text-sm dark:border-zinc-700"
              />
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel ?? t("cancel")}
              </Button>
            </A.Cancel>
            <Button
              className={destructive ? "bg-red-700 hover:bg-red-600 disabled:bg-red-700/60" : undefined}
              disabled={busy || waiting}
              aria-busy={busy}
              onClick={(e) => {
                e.preventDefault();
                void confirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
