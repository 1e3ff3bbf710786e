"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMemo, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { ChartFrame } from "@/components/charts/chart-frame";
import { formatPercent } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useWebhookError } from "./bits";
import { CLIENTS, type Webhook, type WebhookClient } from "./operations";
import { PendingFrame } from "@/components/market/server-first/pending-frame";

// recharts (≈ 120 KB gz) is fetched after the page: the chart's frame and summary are HTML.
const SuccessRatePlot = dynamic(() => import("./success-rate-plot"), {
  ssr: false,
  loading: () => <div aria-hidden className="size-full animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />,
});

type Row = WebhookClient & { hooks: Webhook[] };

/** webhook_clients (admin): per advertiser, its webhooks and the delivery success rate over 7 days. */
export function AdminWebhookClients() {
  const t = useTranslations("marketWebhooks.clients");
  const ts = useTranslations("marketWebhooks.states");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useWebhookError();
  // Preloaded by the page on the server: the first HTML holds the clients.
  const { data, error, refetch } = useSuspenseQuery(CLIENTS, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const rows = useMemo<Row[]>(
    () =>
      (data?.marketWebhookClients ?? []).map((c) => ({
        ...c,
        hooks: (data?.marketWebhooks ?? []).filter((w) => w.userId === c.userId),
      })),
    [data],
  );
  const rate = (r: number | null) => (r == null ? "—" : formatPercent(locale, r));
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: "client",
        accessorFn: (r) => `${r.society} ${r.email}`,
        header: t("client"),
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.society || "—"}</div>
            <div className="text-xs text-zinc-500">{row.original.email}</div>
          </div>
        ),
        meta: { csv: (r: Row) => r.email },
      },
      {
        id: "webhooks",
        accessorFn: (r) => r.hooks.map((w) => w.name).join(", "),
        header: t("webhooks"),
        cell: ({ row }) => (
          <ul className="flex flex-col gap-1">
            {row.original.hooks.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center gap-1 text-xs">
                <span className="font-medium">{w.name}</span>
                <Badge tone={w.state === "active" ? "success" : w.state === "paused" ? "danger" : "info"}>
                  {ts(w.state)}
                </Badge>
              </li>
            ))}
          </ul>
        ),
        meta: { csv: (r: Row) => r.hooks.map((w) => `${w.name} (${w.state})`).join("; ") },
      },
      { id: "active", accessorKey: "active", header: t("active"), meta: { align: "right" } },
      { id: "paused", accessorKey: "paused", header: t("paused"), meta: { align: "right" } },
      { id: "deliveries7d", accessorKey: "deliveries7d", header: t("deliveries7d"), meta: { align: "right" } },
      { id: "delivered7d", accessorKey: "delivered7d", header: t("delivered7d"), meta: { align: "right" } },
      { id: "failed7d", accessorKey: "failed7d", header: t("failed7d"), meta: { align: "right" } },
      {
        id: "successRate",
        accessorFn: (r) => r.successRate ?? -1,
        header: t("successRate"),
        cell: ({ row }) => {
          const r = row.original.successRate;
          return (
            <Badge tone={r == null ? "neutral" : r >= 0.95 ? "success" : r >= 0.8 ? "warning" : "danger"}>
              {rate(r)}
            </Badge>
          );
        },
        meta: {
          align: "right",
          csv: (r: Row) => (r.successRate == null ? null : Math.round(r.successRate * 1000) / 10),
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, ts, locale],
  );
  const chart = rows
    .filter((r) => r.successRate != null)
    .map((r) => ({ name: r.society || r.email, rate: Math.round((r.successRate ?? 0) * 1000) / 10 }));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState icon={Users} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          {chart.length > 0 && (
            <Card>
              <CardHeader title={t("chartTitle")} />
              <CardBody>
                <ChartFrame
                  testId="chart-webhook-clients"
                  caption={t("chartTitle")}
                  summary={t("chartSummary", { count: chart.length })}
                >
                  <SuccessRatePlot data={chart} label={t("successRate")} />
                </ChartFrame>
              </CardBody>
            </Card>
          )}
          <DataTable
            testId="webhook-clients"
            columns={columns}
            data={rows}
            csvName="webhooks-clients"
            searchPlaceholder={t("search")}
            emptyText={t("noMatch")}
          />
        </PendingFrame>
      )}
    </div>
  );
}
