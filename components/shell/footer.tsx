"use client";

import { useTranslations } from "next-intl";
import type { Area } from "@/lib/access/routes";
import { saleTermsFor } from "@/lib/access/sale-terms";
import type { Law } from "@/lib/constants";
import { SALE_TERMS } from "./areas";

export function Footer({ area, law, marketplaceClient }: { area: Area; law: Law; marketplaceClient: boolean }) {
  const t = useTranslations("footer");
  const terms = saleTermsFor(area, law, marketplaceClient);
  return (
    <footer className="flex flex-col gap-2 border-t border-zinc-200 px-4 py-3 text-sm text-zinc-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:border-zinc-800 dark:text-zinc-400">
      <p>{t("copyright", { year: new Date().getFullYear() })}</p>
      {terms.length > 0 && (
        <nav aria-label={t("termsLabel")} className="flex gap-4">
          {terms.map((k) => (
            <a
              key={k}
              href={SALE_TERMS[k]}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4 hover:text-emerald-600 dark:hover:text-emerald-400"
            >
              {t(`terms.${k}`)}
            </a>
          ))}
        </nav>
      )}
    </footer>
  );
}
