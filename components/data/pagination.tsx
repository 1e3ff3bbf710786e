"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { pageWindow } from "./page-window";
import { cn } from "@/lib/utils/cn";

/** Previous / numbered / next buttons (spec §9: five page buttons). `page` is 1-based. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const t = useTranslations("data");
  if (pageCount <= 1) return null;
  const btn =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-40";
  return (
    <nav aria-label={label ?? t("pagination")} className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={cn(btn, "border-zinc-300 dark:border-zinc-700")}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t("previousPage")}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      {pageWindow(page, pageCount).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? "page" : undefined}
          aria-label={t("page", { page: p })}
          onClick={() => onPageChange(p)}
          className={cn(
            btn,
            p === page
              ? "border-emerald-700 bg-emerald-700 text-white"
              : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
          )}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={cn(btn, "border-zinc-300 dark:border-zinc-700")}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        aria-label={t("nextPage")}
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
      <span className="ml-2 text-sm text-zinc-600 dark:text-zinc-400">{t("pageOf", { page, count: pageCount })}</span>
    </nav>
  );
}
