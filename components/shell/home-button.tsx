"use client";

import { House } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useShell } from "./shell-context";

/** The role homes, where a home button would lead nowhere. */
export const HOME_DASHBOARDS = ["/dashboard", "/dashboard-annonceur", "/dashboard-editeur"];

export function HomeButton({ home }: { home: string }) {
  const t = useTranslations("topbar");
  const { pathname } = useShell();
  if (HOME_DASHBOARDS.includes(pathname.replace(/\/$/, ""))) return null;
  return (
    <Link
      href={home}
      prefetch={false}
      aria-label={t("home")}
      title={t("home")}
      className="rounded p-2 hover:bg-zinc-200 dark:hover:bg-zinc-800"
    >
      <House className="size-5" aria-hidden />
    </Link>
  );
}
