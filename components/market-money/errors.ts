"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useCallback } from "react";

/** Keys of `marketMoney.errors` the API answers with (as message, extensions.reason or a field's message). */
const KNOWN = new Set([
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
  "saleNotFound",
  "invalidationAlreadyRequested",
  "invalidationNotFound",
  "leadTooOld",
  "returnRateExceeded",
  "rangeOrder",
  "rangeTooLong",
]);

/** Turns an API error into a translated sentence (policy refusals carry their figures). */
export function useMoneyError() {
  const t = useTranslations("marketMoney.errors");
  return useCallback(
    (error: unknown): string => {
      if (CombinedGraphQLErrors.is(error)) {
        const first = error.errors[0];
        const ext = (first?.extensions ?? {}) as { code?: string; reason?: string; fields?: Record<string, string>; [k: string]: unknown };
        const key = ext.reason ?? (ext.fields ? Object.values(ext.fields)[0] : undefined) ?? first?.message;
        if (key && KNOWN.has(key)) {
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
