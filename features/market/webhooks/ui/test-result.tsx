"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { REFUSED_PREFIX } from "@/lib/domain/outbound";
import { AttemptStatus, useAttemptError } from "./bits";
import type { TestResult } from "./operations";

/**
 * What the target answered to the sample lead: status and latency always; the answer itself only
 * when the API sends it, that is from a public target (never from one reached only through
 * OUTBOUND_ALLOW_PRIVATE).
 */
export function TestResultDialog({ result, onClose }: { result: TestResult | null; onClose: () => void }) {
  const t = useTranslations("marketWebhooks.test");
  const attemptError = useAttemptError();
  const refused = !!result?.error?.startsWith(REFUSED_PREFIX);
  return (
    <Dialog open={!!result} onOpenChange={(o) => !o && onClose()}>
      {result && (
        <DialogContent
          title={result.ok ? t("okTitle") : t("failedTitle")}
          description={result.ok ? t("okText") : refused ? t("refusedText") : t("failedText")}
          className="max-w-2xl"
        >
          <div className="flex flex-col gap-3" data-testid="webhook-test-result">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <AttemptStatus statusCode={result.statusCode} error={result.error} />
              <span className="tabular-nums">{t("latency", { ms: result.latencyMs })}</span>
            </div>
            {result.error && result.statusCode == null && (
              <p className="text-sm text-red-700 dark:text-red-400">{attemptError(result.error)}</p>
            )}
            {result.statusCode != null &&
              (result.responseExcerpt == null ? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="webhook-test-response-hidden">
                  {t("responseHidden")}
                </p>
              ) : (
                <div>
                  <h3 className="mb-1 text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
                    {t("response")}
                  </h3>
                  <pre className="max-h-48 overflow-auto rounded-md border border-zinc-200 p-2 text-xs break-all whitespace-pre-wrap dark:border-zinc-800">
                    {result.responseExcerpt || t("emptyResponse")}
                  </pre>
                </div>
              ))}
            <div>
              <h3 className="mb-1 text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">{t("sent")}</h3>
              <pre className="max-h-48 overflow-auto rounded-md border border-zinc-200 p-2 text-xs dark:border-zinc-800">
                {result.payload}
              </pre>
            </div>
            <div className="flex justify-end">
              <Button onClick={onClose}>{t("close")}</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
