"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog, Popover } from "radix-ui";
import { useRef, useState } from "react";
import { useReplayIntent, type PopupIntent } from "@/components/ui/lazy-popup";
import { ANIMATION_MS, type Law } from "@/lib/constants";
import { BellFace, bellTriggerClass } from "./bell-face";
import type { NotificationItem } from "./notification-counts";
import { NotificationList } from "./notification-list";

/**
 * The bell's popup and, for advertisers, the notification modal: loaded when first wanted
 * (notification-bell.tsx), which replays what the person or the sign-in asked for meanwhile.
 */
export function NotificationPopups({
  items,
  law,
  intent,
  modalAtStart,
}: {
  items: NotificationItem[];
  law: Law;
  intent: PopupIntent;
  modalAtStart: boolean;
}) {
  const t = useTranslations("notifications");
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(modalAtStart);
  const trigger = useRef<HTMLButtonElement>(null);
  // The popover focuses its first link itself.
  useReplayIntent(intent, trigger, setOpen, false);
  // Opened by itself after a sign-in, not by the person: it may arrive while they are typing in a
  // form, so it neither takes the focus nor, when it closes, hands it to the bell.
  const byItself = useRef(intent.open && !intent.refocus);
  const total = items.reduce((n, i) => n + i.count, 0);

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger ref={trigger} aria-label={t("bell", { count: total })} className={bellTriggerClass}>
          <BellFace total={total} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label={t("title")}
            data-testid="notification-popup"
            onOpenAutoFocus={(e) => {
              if (byItself.current) e.preventDefault();
            }}
            onCloseAutoFocus={(e) => {
              if (!byItself.current) return;
              e.preventDefault();
              byItself.current = false;
            }}
            className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2 className="px-2 pb-2 pt-1 text-sm font-semibold">{t("title")}</h2>
            <NotificationList items={items} onFollow={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>

      {law === "an" && (
        <Dialog.Root open={modal} onOpenChange={setModal}>
          <Dialog.Portal>
            <Dialog.Overlay
              className="weedo-overlay fixed inset-0 z-50 bg-black/50"
              style={{ animationDuration: `${ANIMATION_MS.modal}ms` }}
            />
            <Dialog.Content
              data-testid="advertiser-notification-modal"
              className="weedo-modal fixed left-1/2 top-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-zinc-200 bg-white p-5 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
              style={{ animationDuration: `${ANIMATION_MS.modal}ms` }}
            >
              <div className="mb-3 flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-lg font-semibold">{t("modalTitle")}</Dialog.Title>
                  <Dialog.Description className="text-sm text-zinc-600 dark:text-zinc-400">
                    {t("modalText")}
                  </Dialog.Description>
                </div>
                <Dialog.Close aria-label={t("close")} className="rounded p-1 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                  <X className="size-5" aria-hidden />
                </Dialog.Close>
              </div>
              <NotificationList items={items} onFollow={() => setModal(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
