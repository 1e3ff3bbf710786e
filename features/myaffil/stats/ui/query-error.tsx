"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { isMessageKey } from "@/lib/i18n/keys";

/** A statistics query that failed: the translated reason (bad range…) and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const td = useTranslations("data");
  const te = useTranslations("myaffilStats.errors");
  let text = td("loadError");
  if (CombinedGraphQLErrors.is(error)) {
    const ext = error.errors[0]?.extensions as { code?: string; fields?: Record<string, string> } | undefined;
    const key = ext?.fields ? Object.values(ext.fields)[0] : undefined;
    const reason = key?.startsWith("myaffilStats.errors.") ? key.slice("myaffilStats.errors.".length) : undefined;
    if (reason !== undefined && isMessageKey(te, reason)) text = te(reason);
    else if (ext?.code === "FORBIDDEN") text = te("forbidden");
  }
  return (
    <ErrorState title={te("title")} text={text}>
      <Button variant="outline" onClick={onRetry}>
        {td("retry")}
      </Button>
    </ErrorState>
  );
}
