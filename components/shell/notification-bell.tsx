"use client";

import { Bell, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog, Popover } from "radix-ui";
import { useEffect, useState, useSyncExternalStore } from "react";
import { ANIMATION_MS, type Law } from "@/lib/constants";
import { clearSignedInFlag, signedInFlagSet } from "./login-flag";
import type { NotificationItem } from "./notification-counts";
import { NotificationList } from "./notification-list";

// Nothing to listen to: the flag is read when the bell renders, and only this bell clears it.
const noSubscription = () => () => {};

/**
 * The bell and its list. Once after a sign-in (local flag) with something to show, the list opens
 * by itself: for advertisers (law an) as the notification modal, for the others as the bell's popup.
 */
export function NotificationBell({ items, law }: { items: NotificationItem[]; law: Law }) {
  const t = useTranslations("notifications");
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(false);
  const total = items.reduce((n, i) => n + i.count, 0);

  // The flag lives in the browser's storage: the server HTML and hydration render without it.
  const flagged = useSyncExternalStore(noSubscription, signedInFlagSet, () => false);
  const [flagSeen, setFlagSeen] = useState(false);
  if (flagged && !flagSeen) {
    setFlagSeen(true);
    if (total > 0) {
      if (law === "an") setModal(true);
      else setOpen(true);
    }
  }
  // Spent once seen, whether or not there was anything to show.
  useEffect(() => {
    if (flagged) clearSignedInFlag();
  }, [flagged]);

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={t("bell", { count: total })}
          className="relative rounded p-2 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800"
        >
          <Bell className="size-5" aria-hidden />
          {total > 0 && (
            <span
              data-testid="notification-total"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
            >
              {total}
            </span>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-label={t("title")}
            data-testid="notification-popup"
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
