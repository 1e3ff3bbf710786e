"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { storeLocale, storedLocale } from "@/lib/i18n/client-locale";

/**
 * Notices carried in the URL: an expired session (the proxy cleared the cookie; local storage is
 * cleared here, keeping only the language choice), a password just changed, and the owner's unlock
 * link followed (or no longer valid).
 */
export function LoginNotices() {
  const t = useTranslations("login.notices");
  const params = useSearchParams();
  const expired = params.get("session") === "expired";
  const changed = params.get("password") === "changed";
  const unlock = params.get("unlock");
  const unlocked = unlock === "done";
  const unlockInvalid = unlock === "invalid";

  useEffect(() => {
    if (!expired) return;
    const lang = storedLocale();
    window.localStorage.clear();
    if (lang) storeLocale(lang);
  }, [expired]);

  if (!expired && !changed && !unlocked && !unlockInvalid) return null;
  const warning = expired || unlockInvalid;
  return (
    <p
      role="status"
      className={
        warning
          ? "mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200"
          : "mb-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      }
    >
      {expired ? t("expired") : unlockInvalid ? t("unlockInvalid") : unlocked ? t("unlocked") : t("passwordChanged")}
    </p>
  );
}
