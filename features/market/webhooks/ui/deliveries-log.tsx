"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { ChevronDown, ChevronRight, Inbox, RotateCcw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { toast } from "@/components/ui/toast";
import { downloadCsv } from "@/components/data/csv";
import { Pagination } from "@/components/data/pagination";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { AttemptStatus, DeliveryStateBadge, formatDateTime, useAttemptError, useWebhookError } from "./bits";
import { DELIVERIES, RESEND_DELIVERY, type Delivery } from "./operations";

/** A webhook's deliveries, newest first, each with its attempts (status, latency, response excerpt) and a resend. */
export function DeliveriesLog({ webhookId, canResend = true }: { webhookId: number; canResend?: boolean }) {
  const t = useTranslations("marketWebhooks.log");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useWebhookError();
  const attemptError = useAttemptError();
  const [page, setPage] = useState(1);
  const [state, setState] = useState("");
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const { data, loading, error, refetch } = useQuery(DELIVERIES, {
    variables: { webhookId, page, state: state || null },
    fetchPolicy: "cache-and-network",
  });
  const [resend] = useMutation(RESEND_DELIVERY);
  const list = data?.marketWebhookDeliveries;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  const exportCsv = (items: Delivery[]) =>
    downloadCsv(
      `webhook-${webhookId}-livraisons`,
      [
        t("delivery"),
        t("sale"),
        t("state"),
        t("attempts"),
        t("created"),
        t("lastStatus"),
        t("latency"),
        t("lastError"),
      ],
      items.map((d) => {
        const last = d.attemptLog.at(-1);
        return [
          d.id,
          d.saleId,
          d.state,
          d.attempts,
          d.createdAt,
          last?.statusCode ?? null,
          last?.latencyMs ?? null,
          d.lastError,
        ];
      }),
    );

  return (
    <div className="flex flex-col gap-3" data-testid={`deliveries-${webhookId}`}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`state-${webhookId}`}>{t("filterState")}</Label>
          <Select
            id={`state-${webhookId}`}
            className="w-48"
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t("allStates")}</option>
            <option value="pending">{t("pending")}</option>
            <option value="delivered">{t("delivered")}</option>
            <option value="failed">{t("failed")}</option>
          </Select>
        </div>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("refresh")}
        </Button>
        {list && list.items.length > 0 && (
          <Button variant="outline" onClick={() => exportCsv(list.items)}>
            {td("exportCsv")}
          </Button>
        )}
      </div>
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => void refetch()}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : loading && !data ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
          {td("loading")}
        </p>
      ) : !list || list.items.length === 0 ? (
        <EmptyState compact icon={Inbox} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="bg-zinc-50 text-left text-xs text-zinc-600 uppercase dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("delivery")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("created")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("state")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("attempts")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("lastStatus")}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((d) => {
                const last = d.attemptLog.at(-1);
                const isOpen = !!open[d.id];
                return (
                  <Fragment key={d.id}>
                    <tr className="border-t border-zinc-200 dark:border-zinc-800">
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded font-medium focus-visible:outline-2 focus-visible:outline-emerald-500"
                          aria-expanded={isOpen}
                          aria-controls={`attempts-${d.id}`}
                          onClick={() => setOpen((o) => ({ ...o, [d.id]: !o[d.id] }))}
                        >
                          {isOpen ? (
                            <ChevronDown className="size-4" aria-hidden />
                          ) : (
                            <ChevronRight className="size-4" aria-hidden />
                          )}
                          #{d.id}
                          {d.saleId ? (
                            <span className="text-xs text-zinc-500">· {t("saleN", { id: d.saleId })}</span>
                          ) : (
                            <span className="text-xs text-zinc-500">· {t("noSale")}</span>
                          )}
                        </button>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(locale, d.createdAt)}</td>
                      <td className="px-3 py-2">
                        <DeliveryStateBadge state={d.state} />
                        {d.state === "pending" && d.attempts > 0 && (
                          <div className="text-xs text-zinc-500">
                            {t("nextTry", { at: formatDateTime(locale, d.nextAttemptAt) })}
                          </div>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{d.attempts}</td>
                      <td className="px-3 py-2">
                        {last ? <AttemptStatus statusCode={last.statusCode} error={last.error} /> : "—"}
                      </td>
                      <td className="px-3 py-2 text-right">
                        {canResend && (
                          <ConfirmDialog
                            trigger={
                              <Button variant="ghost" className="h-8 px-2" aria-label={t("resendNamed", { id: d.id })}>
                                <RotateCcw className="size-4" aria-hidden /> {t("resend")}
                              </Button>
                            }
                            title={t("resendTitle", { id: d.id })}
                            description={t("resendText")}
                            confirmLabel={t("resend")}
                            onConfirm={async () => {
                              try {
                                await resend({ variables: { deliveryId: d.id } });
                                toast.success(t("resent"));
                                await refetch();
                              } catch (e) {
                                toast.error(explain(e));
                                throw e;
                              }
                            }}
                          />
                        )}
                      </td>
                    </tr>
                    {isOpen && (
                      <tr id={`attempts-${d.id}`} className="bg-zinc-50/60 dark:bg-zinc-900/60">
                        <td colSpan={6} className="px-3 py-3">
                          <div className="grid gap-3 lg:grid-cols-2">
                            <div>
                              <h4 className="mb-2 text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
                                {t("attemptLog")}
                              </h4>
                              {d.attemptLog.length === 0 ? (
                                <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("noAttempt")}</p>
                              ) : (
                                <ol className="flex flex-col gap-2" data-testid={`attempt-log-${d.id}`}>
                                  {d.attemptLog.map((a) => (
                                    <li
                                      key={a.id}
                                      className="rounded-md border border-zinc-200 p-2 dark:border-zinc-800"
                                    >
                                      <div className="flex flex-wrap items-center gap-2 text-xs">
                                        <AttemptStatus statusCode={a.statusCode} error={a.error} />
                                        <span>{formatDateTime(locale, a.createdAt)}</span>
                                        <span className="tabular-nums">{t("latencyMs", { ms: a.latencyMs })}</span>
                                      </div>
                                      {a.error && a.statusCode == null && (
                                        <p className="mt-1 text-xs text-red-700 dark:text-red-400">
                                          {attemptError(a.error)}
                                        </p>
                                      )}
                                      {a.responseExcerpt && (
                                        <pre className="mt-1 max-h-32 overflow-auto text-xs break-all whitespace-pre-wrap">
                                          {a.responseExcerpt}
                                        </pre>
                                      )}
                                    </li>
                                  ))}
                                </ol>
                              )}
                            </div>
                            <div>
                              <h4 className="mb-2 text-xs font-semibold uppercase text-zinc-600 dark:text-zinc-400">
                                {t("payload")}
                              </h4>
                              <pre className="max-h-64 overflow-auto rounded-md border border-zinc-200 p-2 text-xs dark:border-zinc-800">
                                {d.payload}
                              </pre>
                            </div>
                          </div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list && pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </div>
  );
}
