"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { CircleAlert, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { isMessageKey } from "@/lib/i18n/keys";

/** The BAD_USER_INPUT error's { field: message key }, or null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors[0]?.extensions as { code?: string; fields?: Record<string, string> } | undefined;
  return ext?.code === "BAD_USER_INPUT" && ext.fields ? ext.fields : null;
}

export const errorCodeOf = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions?.code as string | undefined) : undefined;

/** Translates a message key of the creatives' schemas ("myaffilCreatives.validation"). */
export function useValidationMessage() {
  const t = useTranslations("myaffilCreatives.validation");
  const tc = useTranslations("myaffilCreatives.common");
  return useCallback(
    (key: string | undefined) => (!key ? undefined : isMessageKey(t, key) ? t(key) : tc("genericError")),
    [t, tc],
  );
}

/**
 * After a refused mutation: puts the API's per-field messages on the form (focusing the first) and
 * returns the toast text — the first field's message, or a generic one.
 */
export function useServerError() {
  const message = useValidationMessage();
  const tc = useTranslations("myaffilCreatives.common");
  return useCallback(
    <F extends FieldValues>(error: unknown, form?: UseFormReturn<F>, known?: readonly string[]): string => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        Object.entries(fields).forEach(([path, key], i) => {
          if (form && (!known || known.includes(path)))
            form.setError(path as Path<F>, { type: "server", message: key }, { shouldFocus: i === 0 });
        });
        return message(Object.values(fields)[0]) ?? tc("genericError");
      }
      const code = errorCodeOf(error);
      if (code === "FORBIDDEN") return tc("forbidden");
      if (code === "NOT_FOUND") return tc("notFound");
      return tc("genericError");
    },
    [message, tc],
  );
}

/** Copies text, then says so in a toast. */
export function useCopy() {
  const tc = useTranslations("myaffilCreatives.common");
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(tc("copied"));
      } catch {
        toast.error(tc("copyFailed"));
      }
    },
    [tc],
  );
}

/** Saves text as a file in the browser. */
export function downloadText(filename: string, text: string, type = "text/html;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A whole, script-free page around a fragment of sanitised or typed HTML (iframe srcdoc, download). */
export function htmlDocument(title: string, body: string): string {
  const esc = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc}</title></head><body style="margin:0;padding:12px;font-family:Arial,sans-serif">${body}</body></html>`;
}

/** A query that failed: what happened and a retry button. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const tc = useTranslations("myaffilCreatives.common");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-6 py-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <CircleAlert aria-hidden className="size-7 text-red-600 dark:text-red-400" />
      <p className="text-sm">{tc("error")}</p>
      <Button variant="outline" onClick={onRetry}>
        {tc("retry")}
      </Button>
    </div>
  );
}

export function Loading() {
  const tc = useTranslations("myaffilCreatives.common");
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-zinc-600 dark:text-zinc-400" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {tc("loading")}
    </p>
  );
}
