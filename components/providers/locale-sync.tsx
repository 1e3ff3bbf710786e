"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { storedLocale, storeLocale } from "@/lib/i18n/client-locale";
import type { Locale } from "@/lib/constants";

/**
 * Local storage is the spec's home for the language: when it disagrees with the cookie the server
 * rendered with (a cleared cookie, another tab), bring the cookie in line and render again.
 */
export function LocaleSync() {
  const locale = useLocale() as Locale;
  const router = useRouter();
  useEffect(() => {
    const stored = storedLocale();
    if (stored && stored !== locale) {
      storeLocale(stored);
      router.refresh();
    } else if (!stored) {
      storeLocale(locale);
    }
  }, [locale, router]);
  return null;
}
