"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FLOATING_MENU_SCROLL_PX } from "@/lib/constants";
import { useShell } from "./shell-context";

/** Small screens: once the top bar has scrolled away (50 px), a floating button opens the menu. */
export function FloatingMenuButton() {
  const t = useTranslations("shell");
  const { open, setOpen } = useShell();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > FLOATING_MENU_SCROLL_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!scrolled || open) return null;
  return (
    <button
      type="button"
      data-testid="floating-menu-button"
      onClick={() => setOpen(true)}
      aria-label={t("openMenu")}
      aria-controls="shell-sidebar"
      aria-expanded={false}
      className="fixed bottom-4 left-4 z-30 rounded-full bg-emerald-700 p-3 text-white shadow-lg hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 lg:hidden"
    >
      <Menu className="size-5" aria-hidden />
    </button>
  );
}
