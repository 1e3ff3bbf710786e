"use client";

import { useTranslations } from "next-intl";
import { isOneOf } from "@/lib/i18n/keys";
import { TWO_FACTOR_ERRORS } from "./operations";

/** The words of a two-factor refusal code (anything unknown reads as the generic request problem). */
export function useTwoFactorError(): (code: string | null | undefined) => string {
  const t = useTranslations("twoFactor.errors");
  return (code) => t(code && isOneOf(TWO_FACTOR_ERRORS, code) ? code : "generic");
}
