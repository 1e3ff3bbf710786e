"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { evictRootFields } from "@/components/market/server-first/evict";
import { WEBHOOK_LIST_FIELDS } from "./variables";
import { CheckCircle2, KeyRound, Pause, Pencil, Send, Trash2, TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { formatDateTime, usePausedReason, useWebhookError, WebhookStateBadge } from "./bits";
import { DeliveriesLog } from "./deliveries-log";
import {
  DELETE_WEBHOOK,
  PAUSE_WEBHOOK,
  REGENERATE_SECRET,
  TEST_WEBHOOK,
  UPDATE_WEBHOOK,
  VALIDATE_WEBHOOK,
  type TestResult,
  type Webhook,
} from "./operations";
import { SecretReveal } from "./secret-reveal";
import { TestResultDialog } from "./test-result";
import { WebhookForm } from "./webhook-form";

/** One webhook with the spec's actions (test, validate, pause, change), its secret, and its delivery log. */
export function WebhookCard({
  webhook: w,
  onChanged,
  allowEdit = true,
  allowDelete = true,
}: {
  webhook: Webhook;
  onChanged: () => unknown;
  allowEdit?: boolean;
  allowDelete?: boolean;
}) {
  const t = useTranslations("marketWebhooks");
  const locale = useLocale();
  const { explain, rawFields } = useWebhookError();
  const pausedReason = usePausedReason();
  // These change the webhook's state or existence on every screen that lists it: drop their cached lists.
  const listChange = { update: (cache: ApolloCache) => evictRootFields(cache, ...WEBHOOK_LIST_FIELDS) };
  const [test, { loading: testing }] = useMutation(TEST_WEBHOOK);
  const [validate] = useMutation(VALIDATE_WEBHOOK, listChange);
  const [pause] = useMutation(PAUSE_WEBHOOK, listChange);
  const [update] = useMutation(UPDATE_WEBHOOK);
  const [regenerate] = useMutation(REGENERATE_SECRET);
  const [remove] = useMutation(DELETE_WEBHOOK, listChange);
  const [result, setResult] = useState<TestResult | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [logKey, setLogKey] = useState(0);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
      await onChanged();
      setLogKey((k) => k + 1);
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };

  const runTest = async () => {
    try {
      const r = await test({ variables: { id: w.id } });
      const res = r.data!.testMarketWebhook;
      setResult(res);
      if (res.ok) toast.success(t("test.okToast"));
      else toast.error(t("test.failedToast"));
      setLogKey((k) => k + 1);
      await onChanged();
    } catch (e) {
      toast.error(explain(e));
    }
  };

  const headingId = `webhook-${w.id}-title`;
  return (
    <Card aria-labelledby={headingId} data-testid={`webhook-${w.id}`}>
      <CardHeader
        id={headingId}
        title={
          <span className="flex flex-wrap items-center gap-2">
            {w.name} <WebhookStateBadge state={w.state} />
          </span>
        }
        description={
          <span className="break-all">
            <span className="font-mono text-xs">{w.method}</span> {w.url}
          </span>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => void runTest()} disabled={testing} aria-busy={testing}>
              <Send className="size-4" aria-hidden /> {t("actions.test")}
            </Button>
            {w.state !== "active" && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline">
                    <CheckCircle2 className="size-4" aria-hidden />{" "}
                    {w.state === "paused" ? t("actions.resume") : t("actions.validate")}
                  </Button>
                }
                title={t("actions.validateTitle", { name: w.name })}
                description={t("actions.validateText")}
                confirmLabel={w.state === "paused" ? t("actions.resume") : t("actions.validate")}
                onConfirm={() => act(() => validate({ variables: { id: w.id } }), t("actions.validated"))}
              />
            )}
            {w.state !== "paused" && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline">
                    <Pause className="size-4" aria-hidden /> {t("actions.pause")}
                  </Button>
                }
                title={t("actions.pauseTitle", { name: w.name })}
                description={t("actions.pauseText")}
                confirmLabel={t("actions.pause")}
                destructive
                onConfirm={() => act(() => pause({ variables: { id: w.id } }), t("actions.paused"))}
              />
            )}
          </>
        }
      />
      <CardBody className="flex flex-col gap-4">
        {w.state === "paused" && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
            data-testid="webhook-paused-notice"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
            <div>
              <p className="font-medium">{t("pausedTitle")}</p>
              <p>{pausedReason(w.pausedReason)}</p>
              {w.pending > 0 && <p className="mt-1">{t("pausedPending", { count: w.pending })}</p>}
            </div>
          </div>
        )}
        {w.state === "test" && (
          <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-200">
            {t("testNotice")}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("stats.delivered7d")}</dt>
            <dd className="font-semibold tabular-nums">{w.delivered7d}</dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("stats.failed7d")}</dt>
            <dd className="font-semibold tabular-nums">{w.failed7d}</dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("stats.pending")}</dt>
            <dd className="font-semibold tabular-nums">{w.pending}</dd>
          </div>
          <div>
            <dt className="text-zinc-600 dark:text-zinc-400">{t("stats.failures")}</dt>
            <dd
              className={
                w.consecutiveFailures > 0
                  ? "font-semibold text-red-700 tabular-nums dark:text-red-400"
                  : "font-semibold tabular-nums"
              }
            >
              {w.consecutiveFailures}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{t("secret.label")}</span>
          <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">{w.secretHint}</code>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="h-8 px-2">
                <KeyRound className="size-4" aria-hidden /> {t("secret.regenerate")}
              </Button>
            }
            title={t("secret.regenerateTitle")}
            description={t("secret.regenerateText")}
            confirmLabel={t("secret.regenerate")}
            destructive
            onConfirm={() =>
              act(async () => {
                const r = await regenerate({ variables: { id: w.id } });
                setSecret(r.data!.regenerateMarketWebhookSecret.secret);
              }, t("secret.regenerated"))
            }
          />
          {allowEdit && (
            <Dialog open={editing} onOpenChange={setEditing}>
              <Button variant="ghost" className="h-8 px-2" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden /> {t("actions.change")}
              </Button>
              <DialogContent
                title={t("form.editTitle", { name: w.name })}
                description={t("form.editText")}
                className="max-w-2xl"
              >
                <WebhookForm
                  initial={{
                    name: w.name,
                    url: w.url,
                    method: w.method,
                    headers: w.headers.map(({ key, value }) => ({ key, value })),
                    mapping: w.mapping.map(({ target, source }) => ({ target, source })),
                  }}
                  submitLabel={t("form.save")}
                  onSubmit={async (values) => {
                    try {
                      await update({ variables: { id: w.id, input: values } });
                      toast.success(t("form.saved"));
                      setEditing(false);
                      await onChanged();
                    } catch (e) {
                      const f = rawFields(e);
                      if (Object.keys(f).length) return f;
                      toast.error(explain(e));
                    }
                  }}
                />
              </DialogContent>
            </Dialog>
          )}
          {allowDelete && (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="h-8 px-2 text-red-700 dark:text-red-400">
                  <Trash2 className="size-4" aria-hidden /> {t("actions.delete")}
                </Button>
              }
              title={t("actions.deleteTitle", { name: w.name })}
              description={t("actions.deleteText")}
              confirmLabel={t("actions.delete")}
              destructive
              onConfirm={() => act(() => remove({ variables: { id: w.id } }), t("actions.deleted"))}
            />
          )}
        </div>
        {w.lastAttemptAt && (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("lastAttempt", { at: formatDateTime(locale, w.lastAttemptAt) })}
          </p>
        )}
        <details className="group" open>
          <summary className="cursor-pointer text-sm font-semibold">{t("log.title")}</summary>
          <div className="mt-3">
            <DeliveriesLog key={logKey} webhookId={w.id} />
          </div>
        </details>
      </CardBody>
      <TestResultDialog result={result} onClose={() => setResult(null)} />
      <SecretReveal secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
