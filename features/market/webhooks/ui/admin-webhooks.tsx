"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { CheckCircle2, ListTree, Pause, Webhook as WebhookIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatNumber } from "@/components/data/format";
import { KpiCard } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { usePausedReason, useWebhookError, WebhookStateBadge } from "./bits";
import { DeliveriesLog } from "./deliveries-log";
import { PAUSE_WEBHOOK, VALIDATE_WEBHOOK, WEBHOOKS, type Webhook } from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { WEBHOOK_LIST_FIELDS, WEBHOOKS_VARIABLES } from "./variables";

/** webhook (admin): every advertiser's webhooks, their state and failures, with pause / validate. */
export function AdminWebhooks() {
  const t = useTranslations("marketWebhooks");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useWebhookError();
  const pausedReason = usePausedReason();
  // Preloaded by the page on the server: the first HTML holds the webhooks.
  const { data, error, refetch } = useSuspenseQuery(WEBHOOKS, { variables: WEBHOOKS_VARIABLES, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  // Pausing or resuming changes the webhook's state everywhere it is listed (the advertiser's and partner screens too).
  const changed = { update: (cache: ApolloCache) => evictRootFields(cache, ...WEBHOOK_LIST_FIELDS) } as const;
  const [validate] = useMutation(VALIDATE_WEBHOOK, changed);
  const [pause] = useMutation(PAUSE_WEBHOOK, changed);
  const [state, setState] = useState("");
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const all = useMemo(() => data?.marketWebhooks ?? [], [data]);
  const rows = useMemo(() => (state ? all.filter((w) => w.state === state) : all), [all, state]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
      startTransition(() => void refetch());
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };

  const columns = useMemo<DataColumn<Webhook>[]>(
    () => [
      {
        id: "owner",
        accessorFn: (w) => `${w.ownerSociety} ${w.ownerEmail}`,
        header: t("admin.owner"),
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.ownerSociety || "—"}</div>
            <div className="text-xs text-zinc-500">{row.original.ownerEmail}</div>
          </div>
        ),
        meta: { csv: (w: Webhook) => w.ownerEmail },
      },
      {
        id: "name",
        accessorKey: "name",
        header: t("admin.name"),
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.name}</div>
            <div className="max-w-64 truncate text-xs text-zinc-500" title={row.original.url}>
              {row.original.method} {row.original.url}
            </div>
          </div>
        ),
      },
      { id: "partner", accessorFn: (w) => w.partner ?? "", header: t("admin.partner") },
      {
        id: "state",
        accessorKey: "state",
        header: t("admin.state"),
        cell: ({ row }) => (
          <div>
            <WebhookStateBadge state={row.original.state} />
            {row.original.pausedReason && (
              <div className="mt-1 max-w-56 text-xs text-zinc-500">{pausedReason(row.original.pausedReason)}</div>
            )}
          </div>
        ),
        meta: { csv: (w: Webhook) => w.state },
      },
      { id: "failures", accessorKey: "consecutiveFailures", header: t("admin.failures"), meta: { align: "right" } },
      { id: "delivered7d", accessorKey: "delivered7d", header: t("stats.delivered7d"), meta: { align: "right" } },
      { id: "failed7d", accessorKey: "failed7d", header: t("stats.failed7d"), meta: { align: "right" } },
      { id: "pending", accessorKey: "pending", header: t("stats.pending"), meta: { align: "right" } },
      {
        id: "actions",
        header: t("admin.actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => {
          const w = row.original;
          return (
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                className="h-8 px-2"
                onClick={() => setLogOf(w)}
                aria-label={t("admin.logNamed", { name: w.name })}
              >
                <ListTree className="size-4" aria-hidden /> {t("admin.log")}
              </Button>
              {w.state !== "active" && (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      className="h-8 px-2"
                      aria-label={t("admin.validateNamed", { name: w.name })}
                    >
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
                    <Button variant="ghost" className="h-8 px-2" aria-label={t("admin.pauseNamed", { name: w.name })}>
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
            </div>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, pausedReason],
  );

  const count = (s: string) => all.filter((w) => w.state === s).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <KpiCard
          id="webhooks-total"
          label={t("admin.total")}
          display={formatNumber(locale, all.length)}
          value={all.length}
          icon={WebhookIcon}
        />
        <KpiCard
          id="webhooks-active"
          label={t("states.active")}
          display={formatNumber(locale, count("active"))}
          value={count("active")}
          icon={CheckCircle2}
        />
        <KpiCard
          id="webhooks-test"
          label={t("states.test")}
          display={formatNumber(locale, count("test"))}
          value={count("test")}
          icon={ListTree}
        />
        <KpiCard
          id="webhooks-paused"
          label={t("states.paused")}
          display={formatNumber(locale, count("paused"))}
          value={count("paused")}
          icon={Pause}
          tone={count("paused") > 0 ? "warning" : "default"}
        />
      </div>
      {error && !data ? (
        <ErrorState title={t("admin.errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : all.length === 0 ? (
        <EmptyState icon={WebhookIcon} title={t("admin.emptyTitle")} text={t("admin.emptyText")} />
      ) : (
        <PendingFrame pending={pending}>
          <DataTable
            testId="admin-webhooks"
            columns={columns}
            data={rows}
            csvName="webhooks"
            searchPlaceholder={t("admin.search")}
            emptyText={t("admin.noMatch")}
            toolbar={
              <div className="flex items-center gap-2">
                <Label htmlFor="webhook-state-filter" className="sr-only">
                  {t("admin.state")}
                </Label>
                <Select
                  id="webhook-state-filter"
                  className="w-44"
                  value={state}
                  onChange={(e) => setState(e.target.value)}
                >
                  <option value="">{t("admin.allStates")}</option>
                  <option value="active">{t("states.active")}</option>
                  <option value="test">{t("states.test")}</option>
                  <option value="paused">{t("states.paused")}</option>
                </Select>
              </div>
            }
          />
        </PendingFrame>
      )}
      <Dialog open={!!logOf} onOpenChange={(o) => !o && setLogOf(null)}>
        {logOf && (
          <DialogContent
            title={t("admin.logTitle", { name: logOf.name })}
            description={logOf.url}
            className="max-w-4xl"
          >
            <DeliveriesLog webhookId={logOf.id} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
