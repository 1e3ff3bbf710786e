"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLazyPopup } from "@/components/ui/lazy-popup";
import type { Law } from "@/lib/constants";
import { BellFace, bellTriggerClass } from "./bell-face";
import { clearSignedInFlag, signedInLanding } from "./login-flag";
import type { NotificationItem } from "./notification-counts";

// Nothing to listen to: the flag is read when the bell renders, and only this bell clears it.
const noSubscription = () => () => {};

const loadPopups = () => import("./notification-popups").then((m) => m.NotificationPopups);

/**
 * The bell and its list. Once after a sign-in (local flag) with something to show, the list opens
 * by itself: for advertisers (law an) as the notification modal, for the others as the bell's popup.
 * The popup's code (radix-ui's popover and dialog) comes when first wanted: the pointer or the focus
 * on the bell, or that opening after a sign-in.
 */
export function NotificationBell({ items, law }: { items: NotificationItem[]; law: Law }) {
  const t = useTranslations("notifications");
  const { loaded: Popups, intent, start, triggerProps } = useLazyPopup(loadPopups, { openOn: "click" });
  const total = items.reduce((n, i) => n + i.count, 0);

  // The flag lives in the browser's storage: the server HTML and hydration render without it.
  const landing = useSyncExternalStore(noSubscription, signedInLanding, () => null);
  const pathname = usePathname();
  const flagged = landing !== null;
  const [autoOpen, setAutoOpen] = useState<"popup" | "modal" | null>(null);
  const [flagSeen, setFlagSeen] = useState(false);
  if (flagged && !flagSeen) {
    setFlagSeen(true);
    if (total > 0 && landing === pathname) setAutoOpen(law === "an" ? "modal" : "popup");
  }
  // Spent once seen, whether or not there was anything to show.
  useEffect(() => {
    if (flagged) clearSignedInFlag();
  }, [flagged]);
  useEffect(() => {
    if (autoOpen) start(autoOpen === "popup" ? { open: true } : undefined);
  }, [autoOpen, start]);

  if (Popups) return <Popups items={items} law={law} intent={intent} modalAtStart={autoOpen === "modal"} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t("bell", { count: total })}
      className={bellTriggerClass}
      {...triggerProps}
    >
      <BellFace total={total} />
    </button>
  );
}
