"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { isOneOf } from "@/lib/i18n/keys";

const KNOWN = [
  "USER_NOT_FOUND",
  "LIMIT_EXCEEDED",
  "USE_FORGOT_PASSWORD",
  "USE_OLD_USER_RESET",
  "CODE_INVALID",
  "CODE_EXPIRED",
  "CODE_MISSING",
] as const;

/** The answer of a password mutation, worded, with the way out where there is one. */
export function OutcomeAlert({ outcome }: { outcome: string | null }) {
  const t = useTranslations("password.outcomes");
  if (!outcome || outcome === "OK") return null;
  const key = isOneOf(KNOWN, outcome) ? outcome : "generic";
  const link =
    outcome === "USE_FORGOT_PASSWORD"
      ? "/forgotpassword"
      : outcome === "USE_OLD_USER_RESET"
        ? "/resetPasswordOldUser"
        : null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
    >
      {t(key)}
      {link && (
        <>
          {" "}
          <Link href={link} className="font-medium underline underline-offset-4">
            {t("follow")}
          </Link>
        </>
      )}
    </div>
  );
}
