"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";

const CODES = ["USER_NOT_FOUND", "USER_PENDING", "USER_NOT_CONFIRMED", "ACCOUNT_DISABLED", "SSO_FAILED"] as const;
type Code = (typeof CODES)[number];

/** Why the last single sign-on ended back on /login (`?sso_error=CODE`). */
export function SsoError() {
  const t = useTranslations("sso.errors");
  const raw = useSearchParams().get("sso_error");
  if (!raw) return null;
  const code: Code = (CODES as readonly string[]).includes(raw) ? (raw as Code) : "SSO_FAILED";
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
    >
      {t(code)}
    </p>
  );
}
