"use client";

import { useMutation } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { MG_WS_SCREEN_PAUSE, MG_WS_SCREEN_RESUME, MG_WS_SCREEN_TEST, MG_WS_SCREEN_VALIDATE } from "./operations";
import { WsEditDialog, type WsEditable } from "./ws-edit-dialog";

export interface WsRowView extends WsEditable {
  state: string;
}

/**
 * One web service's actions (spec: test, validate, pause, change). Validate is an administrator's
 * (and only from test); a pause is confirmed first since it settles the queued live deliveries as
 * errors. After a change the server table is read again (router.refresh()).
 */
export function WsRowActions({ ws, admin }: { ws: WsRowView; admin: boolean }) {
  const t = useTranslations("mongustaveWs");
  const router = useRouter();
  const [testWs, testing] = useMutation(MG_WS_SCREEN_TEST);
  const [validate, validating] = useMutation(MG_WS_SCREEN_VALIDATE);
  const [pause] = useMutation(MG_WS_SCREEN_PAUSE);
  const [resume, resuming] = useMutation(MG_WS_SCREEN_RESUME);
  const [result, setResult] = useState<string | null>(null);
  const vars = { variables: { id: ws.id } };

  const runTest = async () => {
    setResult(null);
    try {
      const r = (await testWs(vars)).data?.testMgWebService;
      if (!r) throw new Error("no result");
      const text = t("test.result", {
        state: t(`deliveryStates.${r.state}` as "deliveryStates.accepted"),
        status: r.httpStatus ?? "—",
        ms: r.responseMs ?? "—",
      });
      setResult(text);
      if (r.state === "accepted") toast.success(text);
      else toast.warning(text);
      router.refresh();
    } catch {
      toast.error(t("toast.error"));
    }
  };

  const simple = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
      router.refresh();
    } catch {
      toast.error(t("toast.error"));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1" role="group" aria-label={t("actionsFor", { name: ws.name })}>
        <Button
          type="button"
          variant="outline"
          className="h-8 px-2 text-xs"
          onClick={runTest}
          disabled={testing.loading}
          aria-busy={testing.loading}
          data-testid={`mg-ws-test-${ws.id}`}
        >
          {testing.loading ? t("test.running") : t("actions.test")}
        </Button>
        {admin && ws.state === "test" && (
          <Button
            type="button"
            variant="outline"
            className="h-8 px-2 text-xs"
            disabled={validating.loading}
            onClick={() => simple(() => validate(vars), t("toast.validated"))}
            data-testid={`mg-ws-validate-${ws.id}`}
          >
            {t("actions.validate")}
          </Button>
        )}
        {ws.state === "paused" ? (
          <Button
            type="button"
            variant="outline"
            className="h-8 px-2 text-xs"
            disabled={resuming.loading}
            onClick={() => simple(() => resume(vars), t("toast.resumed"))}
            data-testid={`mg-ws-resume-${ws.id}`}
          >
            {t("actions.resume")}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" className="h-8 px-2 text-xs" data-testid={`mg-ws-pause-${ws.id}`}>
                {t("actions.pause")}
              </Button>
            }
            title={t("pause.title", { name: ws.name })}
            description={t("pause.text")}
            confirmLabel={t("pause.confirm")}
            cancelLabel={t("pause.cancel")}
            destructive
            onConfirm={() => simple(() => pause(vars), t("toast.paused"))}
          />
        )}
        <WsEditDialog ws={ws} />
      </div>
      <p
        className="text-xs text-zinc-600 dark:text-zinc-400"
        aria-live="polite"
        data-testid={`mg-ws-test-result-${ws.id}`}
      >
        {result}
      </p>
    </div>
  );
}
