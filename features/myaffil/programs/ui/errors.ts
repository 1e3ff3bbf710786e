"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isOneOf } from "@/lib/i18n/keys";
import { PROGRAM_VALIDATION_KEYS } from "@/lib/validation/program-keys";

/** The BAD_USER_INPUT error's { field: message key }, or null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors[0]?.extensions as { code?: string; fields?: Record<string, string> } | undefined;
  return ext?.code === "BAD_USER_INPUT" && ext.fields ? ext.fields : null;
}

export const errorCodeOf = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;

/** Translates a validation message key of the program and campaign schemas. */
export function useValidationMessage() {
  const t = useTranslations("myaffilPrograms.validation");
  return useCallback(
    (key: string | undefined) => (!key ? undefined : isOneOf(PROGRAM_VALIDATION_KEYS, key) ? t(key) : t("invalid")),
    [t],
  );
}

/**
 * After a refused mutation: puts the API's per-field messages on the form (focusing the first) and
 * returns the toast text — the first field's message, or the action's generic error.
 */
export function useServerErrors() {
  const message = useValidationMessage();
  const te = useTranslations("myaffilPrograms.errors");
  return useCallback(
    <F extends FieldValues>(
      error: unknown,
      generic: string,
      form?: UseFormReturn<F>,
      known?: readonly string[],
    ): string => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        const entries = Object.entries(fields);
        entries.forEach(([path, key], i) => {
          if (form && (!known || known.includes(path)))
            form.setError(path as Path<F>, { type: "server", message: key }, { shouldFocus: i === 0 });
        });
        return message(entries[0]?.[1]) ?? generic;
      }
      const code = errorCodeOf(error);
      if (code === "FORBIDDEN") return te("forbidden");
      if (code === "NOT_FOUND") return te("notFound");
      return generic;
    },
    [message, te],
  );
}
