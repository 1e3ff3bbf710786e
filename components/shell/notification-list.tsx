"use client";

import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { NotificationItem } from "./notification-counts";

/** The counts as links to their screens, or the spec's empty text. */
export function NotificationList({ items, onFollow }: { items: NotificationItem[]; onFollow: () => void }) {
  const t = useTranslations("notifications");
  if (items.length === 0) return <p className="px-2 py-4 text-center text-sm font-medium">{t("empty")}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            prefetch={false}
            onClick={onFollow}
            className="flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-zinc-800"
          >
            <span>{t(`items.${item.id}`, { count: item.count })}</span>
            <ChevronRight className="size-4 shrink-0 text-zinc-500" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
