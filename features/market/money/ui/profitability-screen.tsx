"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Coins, Percent, Receipt, TrendingUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { rangeVariables } from "./variables";
import { formatMoney, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { MoneyAreaChart } from "./balance-chart";
import { useMoneyError } from "./errors";
import { PROFITABILITY, type CategoryMargin } from "./operations";

/** SuiviRenatbilite: margin per category, sales revenue (less refunds) against intake cost. */
/** The page preloads `initialRange` on the server; a new period loads as a transition over the shown figures. */
export function ProfitabilityScreen({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("marketMoney.profitability");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const [range, setRangeNow] = useState<DayRange>(initialRange);
  const [pending, startTransition] = useTransition();
  const setRange = (r: DayRange) => startTransition(() => setRangeNow(r));
  const { data, error, refetch } = useSuspenseQuery(PROFITABILITY, {
    variables: rangeVariables(range),
    errorPolicy: "all",
  });
  const shown = data?.marketProfitability;
  const columns = useColumns();
  const totals = shown?.totals;
  const net = totals ? totals.revenueCents - totals.refundCents : 0;

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
              id="margin-revenue"
              label={t("revenue")}
              display={totals ? formatMoney(locale, net) : "…"}
              value={totals ? net : null}
              icon={Receipt}
              detail={totals ? t("refundsDetail", { amount: formatMoney(locale, totals.refundCents) }) : undefined}
            />
            <KpiCard
              id="margin-cost"
              label={t("cost")}
              display={totals ? formatMoney(locale, totals.costCents) : "…"}
              value={totals?.costCents ?? null}
              icon={Coins}
            />
            <KpiCard
              id="margin-total"
              label={t("margin")}
              display={totals ? formatMoney(locale, totals.marginCents) : "…"}
              value={totals?.marginCents ?? null}
              icon={TrendingUp}
              tone={totals && totals.marginCents < 0 ? "warning" : "default"}
            />
            <KpiCard
              id="margin-rate"
              label={t("marginRate")}
              display={totals && net > 0 ? formatPercent(locale, totals.marginCents / net) : "—"}
              value={totals && net > 0 ? totals.marginCents / net : null}
              icon={Percent}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chartTitle")} />
            <CardBody>
              <MoneyAreaChart
                testId="profitability-chart"
                data={(shown?.daily ?? []).map((d) => ({
                  day: d.day,
                  revenue: d.revenueCents,
                  cost: d.costCents,
                  margin: d.marginCents,
                }))}
                series={[
                  { key: "revenue", name: t("revenue") },
                  { key: "cost", name: t("cost") },
                  { key: "margin", name: t("margin") },
                ]}
                locale={locale}
                caption={t("chartTitle")}
                summary={totals ? t("chartSummary", { margin: formatMoney(locale, totals.marginCents) }) : ""}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <DataTable<CategoryMargin>
                testId="profitability"
                columns={columns}
                data={shown?.categories ?? []}
                csvName="suivi-rentabilite"
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
                getRowId={(r) => String(r.categoryId)}
                initialSorting={[{ id: "marginCents", desc: true }]}
              />
            </CardBody>
          </Card>
        </PendingFrame>
      )}
    </div>
  );
}

function useColumns(): DataColumn<CategoryMargin>[] {
  const t = useTranslations("marketMoney.profitability");
  const locale = useLocale();
  return useMemo<DataColumn<CategoryMargin>[]>(() => {
    const money = (key: keyof CategoryMargin, header: string): DataColumn<CategoryMargin> => ({
      id: key,
      accessorKey: key,
      header,
      cell: ({ row }) => (
        <span
          className={
            key === "marginCents" && row.original.marginCents < 0 ? "text-red-700 dark:text-red-400" : undefined
          }
        >
          {formatMoney(locale, Number(row.original[key]))}
        </span>
      ),
      meta: { align: "right", csv: (r: CategoryMargin) => (Number(r[key]) / 100).toFixed(2) },
    });
    return [
      { id: "category", accessorKey: "category", header: t("category") },
      { id: "leadsCollected", accessorKey: "leadsCollected", header: t("collected"), meta: { align: "right" } },
      money("intakeCostCents", t("cost")),
      { id: "leadsSold", accessorKey: "leadsSold", header: t("sold"), meta: { align: "right" } },
      money("salesRevenueCents", t("salesRevenue")),
      money("refundCents", t("refunds")),
      money("marginCents", t("margin")),
      {
        id: "marginRate",
        accessorKey: "marginRate",
        header: t("marginRate"),
        cell: ({ row }) => formatPercent(locale, row.original.marginRate),
        meta: { align: "right", csv: (r: CategoryMargin) => (r.marginRate * 100).toFixed(1) },
      },
    ];
  }, [t, locale]);
}
