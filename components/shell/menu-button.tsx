"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShell } from "./shell-context";

/** The top bar's menu button (small screens; the sidebar is always shown from lg up). */
export function MenuButton() {
  const t = useTranslations("shell");
  const { open, setOpen } = useShell();
  return (
    <button
      type="button"
      onClick={() => setOpen(!open)}
      aria-label={open ? t("closeMenu") : t("openMenu")}
      aria-controls="shell-sidebar"
      aria-expanded={open}
      className="rounded p-2 hover:bg-zinc-200 lg:hidden dark:hover:bg-zinc-800"
    >
      <Menu className="size-5" aria-hidden />
    </button>
  );
}
