"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { AREA_BRAND } from "./areas";
import { useShell } from "./shell-context";

/** The title this component set last, so that a page's own title can be told from ours. */
let lastApplied: string | null = null;

/**
 * The browser title from the registry's title key, with the product's title as the fallback.
 * A page that sets its own title keeps it: only the root layout's default is replaced.
 */
export function RouteTitle() {
  const t = useTranslations();
  const { route, area } = useShell();
  const brand = t("app.brand");
  const fallback = area === "general" ? t("app.title") : `${t(`shell.brand.${AREA_BRAND[area]}`)} · ${brand}`;
  const wanted = route ? `${t(`routes.${route.title}`)} · ${brand}` : fallback;
  const rootDefault = t("app.title");

  useEffect(() => {
    const apply = () => {
      const now = document.title;
      if (now !== wanted && (now === rootDefault || now === "" || now === lastApplied)) {
        document.title = wanted;
        lastApplied = wanted;
      }
    };
    apply();
    // Next's streamed metadata may land after this effect; put ours back over the root default.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [wanted, rootDefault]);
  return null;
}
