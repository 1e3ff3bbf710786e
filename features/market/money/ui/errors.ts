"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isOneOf, type KeysUnder } from "@/lib/i18n/keys";

/**
 * Keys of `marketMoney.errors` the API answers with (as message, extensions.reason or a field's message)
 * and the forms' validation messages (`lib/validation/{prepayment,adjustment,invalidation}`).
 */
export const MONEY_ERROR_CODES = [
  "amountRequired",
  "amountCents",
  "amountMin",
  "amountMax",
  "amountNonZero",
  "method",
  "reasonRequired",
  "noteRequired",
  "tooLong",
  "selectionRequired",
  "outcome",
  "numberRequired",
  "integer",
  "min0",
  "min1",
  "max100",
  "max365",
  "prepaymentNotFound",
  "prepaymentAlreadyDecided",
  "clientNotFound",
  "adjustmentOverdraft",
  "saleNotFound",
  "invalidationAlreadyRequested",
  "invalidationNotFound",
  "leadTooOld",
  "returnRateExceeded",
  "rangeOrder",
  "rangeTooLong",
] as const satisfies readonly KeysUnder<"marketMoney.errors">[];
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/** Turns an API error into a translated sentence (policy refusals carry their figures). */
export function useMoneyError() {
  const t = useTranslations("marketMoney.errors");
  return useCallback(
    (error: unknown): string => {
      if (CombinedGraphQLErrors.is(error)) {
        const first = error.errors[0];
        const ext = (first?.extensions ?? {}) as {
          code?: string;
          reason?: string;
          fields?: Record<string, string>;
          [k: string]: unknown;
        };
        const key = ext.reason ?? (ext.fields ? Object.values(ext.fields)[0] : undefined) ?? first?.message;
        if (isOneOf(MONEY_ERROR_CODES, key)) {
          const values: Record<string, string | number> = {};
          for (const [k, v] of Object.entries(ext)) if (typeof v === "number") values[k] = v;
          return t(key, values);
        }
        if (ext.code === "FORBIDDEN") return t("forbidden");
        if (ext.code === "UNAUTHENTICATED") return t("unauthenticated");
      }
      return t("generic");
    },
    [t],
  );
}

/** A form field's validation message (a `marketMoney.errors` key) translated; a generic message otherwise. */
export function useMoneyFieldError() {
  const t = useTranslations("marketMoney.errors");
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      return isOneOf(MONEY_ERROR_CODES, message) ? t(message) : t("generic");
    },
    [t],
  );
}
