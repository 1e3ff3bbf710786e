"use client";

import { useTranslations } from "next-intl";
import { AREA_BRAND } from "./areas";
import { useShell } from "./shell-context";

/** The current product's name with its "Bêta" tag. */
export function BrandLabel() {
  const t = useTranslations("shell");
  const { area } = useShell();
  return (
    <p data-testid="brand-label" className="flex min-w-0 items-center gap-2 font-semibold">
      <span className="truncate">{t(`brand.${AREA_BRAND[area]}`)}</span>
      <span className="rounded-full border border-emerald-600 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-400">
        {t("beta")}
      </span>
    </p>
  );
}
