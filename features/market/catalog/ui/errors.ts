"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isMessageKey } from "@/lib/i18n/keys";

/** Message keys of `marketCatalog.validation` the API and the forms answer with. */
export const CATALOG_ERROR_KEYS = new Set([
  "required",
  "tooLong",
  "tooMany",
  "nameLength",
  "nameTaken",
  "icon",
  "price",
  "priceOrder",
  "fieldKey",
  "fieldKeyReserved",
  "fieldKeyDuplicate",
  "optionsRequired",
  "optionsDuplicate",
  "dateRange",
  "days",
  "trustScore",
]);

/** Turns an API error into a translated sentence. */
export function useCatalogError() {
  const t = useTranslations("marketCatalog");
  return useCallback(
    (error: unknown): string => {
      if (CombinedGraphQLErrors.is(error)) {
        const first = error.errors[0];
        const ext = (first?.extensions ?? {}) as { code?: string; fields?: Record<string, string> };
        const key = (ext.fields ? Object.values(ext.fields)[0] : undefined) ?? first?.message;
        const message = `validation.${key}`;
        if (key && CATALOG_ERROR_KEYS.has(key) && isMessageKey(t, message)) return t(message);
        if (ext.code === "FORBIDDEN") return t("errors.forbidden");
        if (ext.code === "NOT_FOUND") return t("errors.notFound");
      }
      return t("errors.generic");
    },
    [t],
  );
}

/** A translated field message from a zod/API key (unknown keys fall back to a generic sentence). */
export function useFieldMessage() {
  const t = useTranslations("marketCatalog.validation");
  return useCallback(
    (key: string | undefined) =>
      key ? (CATALOG_ERROR_KEYS.has(key) && isMessageKey(t, key) ? t(key) : t("invalid")) : undefined,
    [t],
  );
}
