"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { LOCALES, type Locale } from "@/lib/constants";
import { storeLocale } from "@/lib/i18n/client-locale";

/** French / English choice; `delayMs` lets the top bar apply the spec's language-switch delay. */
export function LocaleSwitcher({ delayMs = 0 }: { delayMs?: number }) {
  const t = useTranslations("locale");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    if (next === locale) return;
    storeLocale(next);
    startTransition(async () => {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      router.refresh();
    });
  }

  return (
    <div role="group" aria-label={t("label")} className="inline-flex items-center gap-1 text-sm">
      <Languages className="hidden size-4 text-zinc-500 sm:block" aria-hidden />
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          aria-label={t(l)}
          disabled={pending}
          onClick={() => choose(l)}
          className="rounded px-1.5 py-1 sm:px-2 aria-pressed:bg-emerald-700 aria-pressed:text-white hover:bg-zinc-200 dark:hover:bg-zinc-800"
        >
          {/* A phone's top bar has room for the language codes only; the name stays the button's label. */}
          <span className="sm:hidden">{l.toUpperCase()}</span>
          <span className="hidden sm:inline">{t(l)}</span>
        </button>
      ))}
    </div>
  );
}
