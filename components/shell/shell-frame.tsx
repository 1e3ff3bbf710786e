"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ShellPlaces } from "@/lib/access/shell-places";
import { sectionsOf, type ShownSidebarItem, type SidebarSet } from "@/lib/access/sidebar-set";
import type { Law } from "@/lib/constants";
import { cn } from "@/lib/utils/cn";
import { FloatingMenuButton } from "./floating-menu-button";
import { Footer } from "./footer";
import { ShellProvider, useShell } from "./shell-context";
import { Sidebar } from "./sidebar";

export interface ShellFrameProps {
  /** Every sidebar of the user's side, by area (computed and translated on the server). */
  sidebars: SidebarSet<ShownSidebarItem>;
  /** Each path's area and layout flags, for client-side navigation between areas. */
  places: ShellPlaces;
  law: Law;
  /** An advertiser with a marketplace client id (marketplace sale terms). */
  marketplaceClient: boolean;
  topBar: ReactNode;
  children: ReactNode;
}

function ShellBody({ sidebars, law, marketplaceClient, topBar, children }: ShellFrameProps) {
  const t = useTranslations("shell");
  const { open, setOpen, place, area } = useShell();
  const sections = sectionsOf(sidebars, area) ?? sectionsOf(sidebars, "general") ?? [];
  return (
    <div className="flex min-h-dvh">
      <a
        href="#shell-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-emerald-700 focus:px-3 focus:py-2 focus:text-white"
      >
        {t("skipToContent")}
      </a>
      <Sidebar sections={sections} />
      {open && <div aria-hidden className="pointer-events-none fixed inset-0 z-30 bg-black/40 lg:hidden" />}
      <div className="flex min-w-0 flex-1 flex-col">
        {topBar}
        <main
          id="shell-content"
          tabIndex={-1}
          // Spec section 4: a click on the content closes an open sidebar.
          onClickCapture={() => open && setOpen(false)}
          className={cn("flex-1 outline-none", !place.noPadding && "p-4 sm:p-6")}
        >
          {children}
        </main>
        {!place.hideFooter && <Footer area={area} law={law} marketplaceClient={marketplaceClient} />}
      </div>
      <FloatingMenuButton />
    </div>
  );
}

/** The portal shell's client frame: sidebar of the current area, top bar, content, footer. */
export function ShellFrame(props: ShellFrameProps) {
  return (
    <ShellProvider places={props.places}>
      <ShellBody {...props} />
    </ShellProvider>
  );
}
