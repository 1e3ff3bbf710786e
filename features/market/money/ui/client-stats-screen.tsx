"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Flag, ShoppingBag, Users, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { rangeVariables } from "./variables";
import { formatDate, formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { isLowBalance } from "@/lib/constants";
import { AdjustDialog } from "./adjust-dialog";
import { MoneyAreaChart } from "./balance-chart";
import { useMoneyError } from "./errors";
import { CLIENT_STATS, type ClientStatsRow } from "./operations";

/** StatsClients: per marketplace client over a period, spend, leads, invalidations, balance, last top-up. */
/** The page preloads `initialRange` on the server; a new period loads as a transition over the shown figures. */
export function ClientStatsScreen({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("marketMoney.clientStats");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const [range, setRangeNow] = useState<DayRange>(initialRange);
  const [pending, startTransition] = useTransition();
  const setRange = (r: DayRange) => startTransition(() => setRangeNow(r));
  const { data, error, refetch } = useSuspenseQuery(CLIENT_STATS, {
    variables: rangeVariables(range),
    errorPolicy: "all",
  });
  const shown = data?.marketClientStats;
  const reload = useCallback(() => startTransition(() => void refetch()), [refetch]);
  const columns = useColumns(reload);
  const rows = shown?.rows ?? [];
  const spend = rows.reduce((s, r) => s + r.spendCents, 0);
  const leads = rows.reduce((s, r) => s + r.leadsBought, 0);
  const invs = rows.reduce((s, r) => s + r.invalidations, 0);
  const active = rows.filter((r) => r.leadsBought > 0 || r.spendCents > 0).length;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody>
          <DateRangePicker value={range} onChange={setRange} />
        </CardBody>
      </Card>
      {error && !shown ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          <KpiGrid label={t("kpis")}>
            <KpiCard
              id="clients-spend"
              label={t("spend")}
              display={formatMoney(locale, spend)}
              value={spend}
              icon={Wallet}
            />
            <KpiCard
              id="clients-leads"
              label={t("leads")}
              display={formatNumber(locale, leads)}
              value={leads}
              icon={ShoppingBag}
            />
            <KpiCard
              id="clients-rate"
              label={t("invalidationRate")}
              display={formatPercent(locale, leads ? invs / leads : 0)}
              value={leads ? invs / leads : 0}
              icon={Flag}
            />
            <KpiCard
              id="clients-active"
              label={t("activeClients")}
              display={formatNumber(locale, active)}
              value={active}
              icon={Users}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chartTitle")} />
            <CardBody>
              <MoneyAreaChart
                testId="client-stats-chart"
                data={(shown?.daily ?? []).map((d) => ({ day: d.day, spend: d.spendCents, refund: d.refundCents }))}
                series={[
                  { key: "spend", name: t("spend") },
                  { key: "refund", name: t("refunds") },
                ]}
                locale={locale}
                caption={t("chartTitle")}
                summary={t("chartSummary", { amount: formatMoney(locale, spend) })}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <DataTable<ClientStatsRow>
                testId="client-stats"
                columns={columns}
                data={rows}
                csvName="stats-clients"
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
                getRowId={(r) => String(r.userId)}
              />
            </CardBody>
          </Card>
        </PendingFrame>
      )}
    </div>
  );
}

function useColumns(onDone: () => void): DataColumn<ClientStatsRow>[] {
  const t = useTranslations("marketMoney.columns");
  const locale = useLocale();
  const money = (key: keyof ClientStatsRow, header: string): DataColumn<ClientStatsRow> => ({
    id: key,
    accessorKey: key,
    header,
    cell: ({ row }) => formatMoney(locale, Number(row.original[key] ?? 0)),
    meta: { align: "right", csv: (r: ClientStatsRow) => (Number(r[key] ?? 0) / 100).toFixed(2) },
  });
  return useMemo<DataColumn<ClientStatsRow>[]>(
    () => [
      {
        id: "clientName",
        accessorFn: (r) => `${r.clientName} ${r.email}`,
        header: t("client"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.clientName}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.email}</span>
          </div>
        ),
        meta: { csv: (r: ClientStatsRow) => `${r.clientName} <${r.email}>` },
      },
      money("spendCents", t("spend")),
      money("refundCents", t("refunds")),
      { id: "leadsBought", accessorKey: "leadsBought", header: t("leadsBought"), meta: { align: "right" } },
      {
        id: "invalidationRate",
        accessorKey: "invalidationRate",
        header: t("invalidationRate"),
        cell: ({ row }) => `${formatPercent(locale, row.original.invalidationRate)} (${row.original.invalidations})`,
        meta: { align: "right", csv: (r: ClientStatsRow) => (r.invalidationRate * 100).toFixed(1) },
      },
      {
        id: "balanceCents",
        accessorKey: "balanceCents",
        header: t("balance"),
        cell: ({ row }) => {
          const low = isLowBalance(row.original.balanceCents, row.original.lastTopUpCents);
          return (
            <span className={low ? "font-semibold text-red-700 dark:text-red-400" : undefined}>
              {formatMoney(locale, row.original.balanceCents)}
            </span>
          );
        },
        meta: { align: "right", csv: (r: ClientStatsRow) => (r.balanceCents / 100).toFixed(2) },
      },
      {
        id: "lastTopUp",
        accessorFn: (r) => r.lastTopUpAt ?? "",
        header: t("lastTopUp"),
        cell: ({ row }) =>
          row.original.lastTopUpAt
            ? `${formatMoney(locale, row.original.lastTopUpCents ?? 0)} · ${formatDate(locale, row.original.lastTopUpAt)}`
            : "—",
        meta: {
          csv: (r: ClientStatsRow) =>
            r.lastTopUpAt ? `${((r.lastTopUpCents ?? 0) / 100).toFixed(2)} ${r.lastTopUpAt.slice(0, 10)}` : "",
        },
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => (
          <AdjustDialog userId={row.original.userId} clientName={row.original.clientName} onDone={onDone} />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, onDone],
  );
}
