"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { isOneOf, type KeysUnder } from "@/lib/i18n/keys";

/** Keys of `marketOrders.errors` the API answers with (as message, extensions.reason or a field's message). */
export const ORDER_ERROR_CODES = [
  "volume",
  "volumeMax",
  "dailyCap",
  "dailyCapAboveVolume",
  "days",
  "hours",
  "hoursOrder",
  "saleType",
  "category",
  "delivery",
  "department",
  "postcode",
  "ageRange",
  "ageOrder",
  "required",
  "tooLong",
  "filter",
  "webhookUnavailable",
  "notMarketClient",
  "lockedAfterDelivery",
  "volumeBelowDelivered",
  "orderCancelled",
  "transition.pause",
  "transition.relaunch",
  "transition.cancel",
  "insufficientBalance",
  "cartEmpty",
  "leadUnavailable",
  "notFound",
  "forbidden",
  "codeFormat",
  "kind",
  "value",
  "percentMax",
  "date",
  "dateOrder",
  "maxUses",
  "maxUsesBelowUses",
  "codeTaken",
  "promoCode",
  "promo.unknown",
  "promo.inactive",
  "promo.notYetValid",
  "promo.expired",
  "promo.exhausted",
  "promo.alreadyUsed",
] as const satisfies readonly KeysUnder<"marketOrders.errors">[];
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** The API's refusal (a `marketOrders.errors` key), translated; a generic message otherwise. */
export function useOrderError() {
  const t = useTranslations("marketOrders.errors");
  return {
    explain(error: unknown): string {
      const reason = CombinedGraphQLErrors.is(error)
        ? ((error.errors[0]?.extensions?.reason as string | undefined) ?? error.errors[0]?.message)
        : undefined;
      return isOneOf(ORDER_ERROR_CODES, reason) ? t(reason) : t("generic");
    },
    fields(error: unknown): Record<string, string> {
      if (!CombinedGraphQLErrors.is(error)) return {};
      const f = (error.errors[0]?.extensions?.fields ?? {}) as Record<string, string>;
      return Object.fromEntries(
        Object.entries(f).map(([k, v]) => [k, isOneOf(ORDER_ERROR_CODES, v) ? t(v) : t("generic")]),
      );
    },
    key: (k: string) => (isOneOf(ORDER_ERROR_CODES, k) ? t(k) : k),
  };
}
