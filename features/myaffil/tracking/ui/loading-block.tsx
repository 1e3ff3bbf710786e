"use client";

import { useTranslations } from "next-intl";

/** A placeholder while a screen's data loads, announced to screen readers. */
export function LoadingBlock({ height = "h-48" }: { height?: string }) {
  const t = useTranslations("myaffilTracking.common");
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t("loading")}</span>
      <div className={`${height} w-full animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800`} />
    </div>
  );
}
