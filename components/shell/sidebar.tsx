"use client";

import { ExternalLink, X } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { Area } from "@/lib/access/routes";
import type { NavSection } from "@/lib/access/route-def";
import type { ShownSidebarItem } from "@/lib/access/sidebar-set";
import { ANIMATION_MS } from "@/lib/constants";
import { cn } from "@/lib/utils/cn";
import { useShell } from "./shell-context";

/** The link of the current page: the longest href equal to the path or a parent of it. */
type Section = { id: NavSection; items: ShownSidebarItem[] };

function currentHref(sections: Section[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of sections.flatMap((s) => s.items)) {
    if (item.external || !(pathname === item.href || pathname.startsWith(item.href + "/"))) continue;
    if (!best || item.href.length > best.length) best = item.href;
  }
  return best;
}

/** "page": the current page's link; "area": a product entry, lit anywhere in its area. */
function activity(
  item: ShownSidebarItem,
  section: NavSection,
  current: string | null,
  area: Area,
): "page" | "area" | null {
  if (item.external) return null;
  if (item.href === current) return "page";
  return section === "products" && item.area === area && area !== "general" ? "area" : null;
}

/**
 * The sidebar of the current area. Its links are not prefetched: every page is rendered per
 * request, and a background prefetch would also carry (and, once expired, clear) the session
 * cookie behind the user's back.
 * Off-canvas below the lg breakpoint (opened from the top bar or
 * the floating button, closed by Escape, a content click or a followed link), always shown above.
 */
export function Sidebar({ sections }: { sections: Section[] }) {
  // The section titles: i18n-client-keys: sidebar.sections
  const t = useTranslations();
  const { open, setOpen, pathname, area } = useShell();
  const panel = useRef<HTMLElement>(null);
  const current = currentHref(sections, pathname);

  useEffect(() => {
    if (!open) return;
    // The panel becomes visible on the transition's first frame, not before: focus it then.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("a, button")?.focus()),
    );
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen]);

  return (
    <aside
      ref={panel}
      id="shell-sidebar"
      data-open={open}
      style={{ transitionDuration: `${ANIMATION_MS.menu}ms` }}
      className={cn(
        "fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col border-r border-zinc-200 bg-white transition-[transform,visibility] ease-out dark:border-zinc-800 dark:bg-zinc-900",
        "lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-64 lg:translate-x-0 lg:visible",
        open ? "visible translate-x-0 shadow-xl" : "invisible -translate-x-full",
      )}
    >
      <div className="flex h-14 items-center justify-between px-4 lg:hidden">
        <span className="font-semibold">{t("sidebar.title")}</span>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label={t("sidebar.close")}
          className="rounded p-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <nav aria-label={t("sidebar.label")} className="flex-1 overflow-y-auto px-3 py-4">
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={`sidebar-${s.id}`} className="mb-5">
            <h2
              id={`sidebar-${s.id}`}
              className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
            >
              {t(`sidebar.sections.${s.id}`)}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {s.items.map((item) => {
                const active = activity(item, s.id, current, area);
                const cls = cn(
                  "flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm outline-none transition-colors",
                  "focus-visible:ring-2 focus-visible:ring-emerald-500",
                  active === "page"
                    ? "bg-emerald-700 font-medium text-white"
                    : "hover:bg-zinc-100 dark:hover:bg-zinc-800",
                  active === "area" && "font-medium text-emerald-700 dark:text-emerald-400",
                );
                return (
                  <li key={item.href}>
                    {item.external ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className={cls}>
                        {item.label}
                        <span className="sr-only">{t("sidebar.external")}</span>
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                      </a>
                    ) : (
                      <Link
                        href={item.href}
                        prefetch={false}
                        aria-current={active === "page" ? "page" : active === "area" ? "true" : undefined}
                        className={cls}
                      >
                        {item.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
