"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/states/kpi-card";
import { localeTag } from "@/components/data/format";
import { OUTBOUND_REFUSALS, REFUSED_PREFIX } from "@/lib/domain/outbound";
import type { DELIVERY_STATES, WEBHOOK_STATES } from "@/lib/domain/states";
import { isOneOf, type KeysUnder } from "@/lib/i18n/keys";

/** A timestamp with its time, in Paris. */
export const formatDateTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));

/** Keys of `marketWebhooks.validation` the API answers with per field. */
const VALIDATION_KEYS = [
  "required",
  "tooLong",
  "url",
  "headerName",
  "headerReserved",
  "headerValue",
  "headerDuplicate",
  "targetName",
  "targetDuplicate",
  "source",
  "nameLength",
  "method",
  "tooMany",
  "partner",
  "country",
  "privateAddress",
  "metadataAddress",
  "reservedAddress",
] as const satisfies readonly KeysUnder<"marketWebhooks.validation">[];

/** The API's refusals in the user's language: per-field validation keys, then the error code. */
export function useWebhookError() {
  const t = useTranslations("marketWebhooks");
  return {
    explain(error: unknown): string {
      if (!CombinedGraphQLErrors.is(error)) return t("errors.generic");
      const code = error.errors[0]?.extensions?.code;
      if (code === "FORBIDDEN") return t("errors.forbidden");
      if (code === "NOT_FOUND") return t("errors.notFound");
      if (code === "BAD_USER_INPUT") return t("errors.invalid");
      return t("errors.generic");
    },
    fields(error: unknown): Record<string, string> {
      if (!CombinedGraphQLErrors.is(error)) return {};
      const f = (error.errors[0]?.extensions?.fields ?? {}) as Record<string, string>;
      return Object.fromEntries(
        Object.entries(f).map(([k, v]) => [
          k,
          isOneOf(VALIDATION_KEYS, v) ? t(`validation.${v}`) : t("errors.invalid"),
        ]),
      );
    },
    /** The API's per-field keys as they are (the form translates them like its own). */
    rawFields(error: unknown): Record<string, string> {
      if (!CombinedGraphQLErrors.is(error) || error.errors[0]?.extensions?.code !== "BAD_USER_INPUT") return {};
      return (error.errors[0]?.extensions?.fields ?? {}) as Record<string, string>;
    },
    message: (key: string | undefined) =>
      key ? (isOneOf(VALIDATION_KEYS, key) ? t(`validation.${key}`) : t("errors.invalid")) : undefined,
  };
}

export function WebhookStateBadge({ state }: { state: (typeof WEBHOOK_STATES)[number] }) {
  const t = useTranslations("marketWebhooks.states");
  const tone = state === "active" ? "success" : state === "paused" ? "danger" : "info";
  return <Badge tone={tone}>{t(state)}</Badge>;
}

export function DeliveryStateBadge({ state }: { state: (typeof DELIVERY_STATES)[number] }) {
  const t = useTranslations("marketWebhooks.deliveryStates");
  const tone = state === "delivered" ? "success" : state === "failed" ? "danger" : "warning";
  return <Badge tone={tone}>{t(state)}</Badge>;
}

/**
 * An attempt's stored error in the user's language: the outbound guard's refusals (`refused:<code>`)
 * are worded; network errors (ECONNREFUSED, a time-out) are shown as they are.
 */
export function useAttemptError() {
  const t = useTranslations("marketWebhooks");
  return (error: string | null): string | null => {
    if (!error?.startsWith(REFUSED_PREFIX)) return error;
    const code = error.slice(REFUSED_PREFIX.length);
    return isOneOf(OUTBOUND_REFUSALS, code) ? t(`refusals.${code}`) : t("refusals.other");
  };
}

/** Why a webhook is paused: by someone, or after repeated failures (with the last error). */
export function usePausedReason() {
  const t = useTranslations("marketWebhooks");
  const word = useAttemptError();
  return (reason: string | null) => {
    if (!reason) return "";
    if (reason.startsWith("auto:")) return t("pausedAuto", { error: word(reason.slice(5)) ?? "" });
    return t("pausedManual");
  };
}

/** An HTTP status (or the network error, or the guard's refusal) of one attempt. */
export function AttemptStatus({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  const t = useTranslations("marketWebhooks");
  const ok = statusCode != null && statusCode >= 200 && statusCode < 300;
  const label =
    statusCode != null ? `HTTP ${statusCode}` : error?.startsWith(REFUSED_PREFIX) ? t("refusedBadge") : (error ?? "—");
  return <Badge tone={ok ? "success" : "danger"}>{label}</Badge>;
}
