import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "@/lib/utils/cn";
import { pageWindow } from "./page-window";

const btn =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-500";
const idle = "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

/**
 * Server-rendered paging as links (five numbered pages, spec §9): for pages whose state lives in the
 * URL, so paging works before (and without) JavaScript and every page has an address.
 */
export async function PageLinks({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  /** The address of a page (1-based). */
  href: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("data");
  const edge = (to: number, disabled: boolean, aria: string, icon: React.ReactNode) =>
    disabled ? (
      <span aria-hidden className={cn(btn, "border-zinc-300 opacity-40 dark:border-zinc-700")}>
        {icon}
      </span>
    ) : (
      <Link href={href(to)} aria-label={aria} className={cn(btn, idle)}>
        {icon}
      </Link>
    );
  return (
    <nav aria-label={label ?? t("pagination")} className="flex flex-wrap items-center gap-1">
      {edge(page - 1, page <= 1, t("previousPage"), <ChevronLeft className="size-4" aria-hidden />)}
      {pageWindow(page, pageCount).map((p) => (
        <Link
          key={p}
          href={href(p)}
          aria-current={p === page ? "page" : undefined}
          aria-label={t("page", { page: p })}
          className={cn(btn, p === page ? "border-emerald-700 bg-emerald-700 text-white" : idle)}
        >
          {p}
        </Link>
      ))}
      {edge(page + 1, page >= pageCount, t("nextPage"), <ChevronRight className="size-4" aria-hidden />)}
      <span className="ml-2 text-sm text-zinc-600 dark:text-zinc-400">{t("pageOf", { page, count: pageCount })}</span>
    </nav>
  );
}
