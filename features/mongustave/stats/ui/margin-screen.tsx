import { BadgeEuro, Coins, Percent, TrendingUp } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { SearchParams } from "@/components/data/search-params";
import { formatMoney, formatPercent } from "@/components/data/format";
import { COLORS } from "@/components/charts/theme";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { MarginTable } from "./margin-table";
import { MG_ADMIN_MARGIN_STATS } from "./operations";
import { PeriodForm } from "./period-form";
import { MARGIN_PATH, readMonthRange } from "./search-params";
import { SeriesChart } from "./series-chart";

const COST_COLOR = "#d97706";

/**
 * /weedomarket/admin/stats/stats_mg: Mon Gustave's margin per product and month, the leads' purchase
 * cost against what the clients paid for them.
 */
export async function MarginScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveAdmin");
  const locale = await getLocale();
  const { values, filter } = readMonthRange(searchParams);
  const { data } = await query({
    query: MG_ADMIN_MARGIN_STATS,
    variables: { filter },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const m = data?.mgAdminMarginStats;
  const empty = m && m.totals.costCents === 0 && m.totals.revenueCents === 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("margin.title")} description={t("margin.description")} />
      <Card>
        <CardBody>
          <PeriodForm action={MARGIN_PATH} values={values} kind="month" />
        </CardBody>
      </Card>
      {!m ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : empty ? (
        <EmptyState icon={Coins} title={t("margin.emptyTitle")} text={t("margin.emptyText")} testId="mg-margin-empty" />
      ) : (
        <>
          <KpiGrid label={t("margin.kpis")}>
            <KpiCard
              id="mg-cost"
              label={t("margin.costCents")}
              value={m.totals.costCents}
              display={formatMoney(locale, m.totals.costCents)}
              icon={Coins}
            />
            <KpiCard
              id="mg-revenue"
              label={t("margin.revenueCents")}
              value={m.totals.revenueCents}
              display={formatMoney(locale, m.totals.revenueCents)}
              icon={BadgeEuro}
            />
            <KpiCard
              id="mg-margin"
              label={t("margin.marginCents")}
              value={m.totals.marginCents}
              display={formatMoney(locale, m.totals.marginCents)}
              icon={TrendingUp}
              tone={m.totals.marginCents < 0 ? "warning" : "default"}
            />
            <KpiCard
              id="mg-margin-rate"
              label={t("margin.marginRate")}
              value={m.totals.marginRate}
              display={formatPercent(locale, m.totals.marginRate)}
              icon={Percent}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("margin.chartTitle")} />
            <CardBody>
              <SeriesChart
                testId="mg-margin-chart"
                period="month"
                unit="money"
                locale={locale}
                data={m.byMonth.map((r) => ({
                  key: r.month,
                  revenue: r.revenueCents,
                  cost: r.costCents,
                  margin: r.marginCents,
                }))}
                series={[
                  { key: "revenue", label: t("margin.revenueCents"), color: COLORS.primary, shape: "bar" },
                  { key: "cost", label: t("margin.costCents"), color: COST_COLOR, shape: "bar" },
                  { key: "margin", label: t("margin.marginCents"), color: COLORS.secondary, shape: "line" },
                ]}
                caption={t("margin.chartTitle")}
                summary={t("margin.chartSummary", {
                  margin: formatMoney(locale, m.totals.marginCents),
                  rate: formatPercent(locale, m.totals.marginRate),
                  months: m.months.length,
                })}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("margin.byProduct")} />
            <CardBody className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm" data-testid="mg-margin-products">
                <caption className="sr-only">{t("margin.byProduct")}</caption>
                <thead>
                  <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t("columns.product")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t("margin.costCents")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t("margin.revenueCents")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t("margin.marginCents")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("margin.marginRate")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {m.byProduct.map((p) => (
                    <tr key={p.product} className="border-b border-zinc-100 dark:border-zinc-800/60">
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {t(`products.${p.product}`)}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(locale, p.costCents)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(locale, p.revenueCents)}</td>
                      <td
                        className={`py-2 pr-3 text-right tabular-nums ${p.marginCents < 0 ? "text-red-700 dark:text-red-400" : ""}`}
                      >
                        {formatMoney(locale, p.marginCents)}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatPercent(locale, p.marginRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("margin.tableTitle")} />
            <CardBody>
              <MarginTable
                rows={m.rows.map((r) => ({ ...r }))}
                csvName={`mongustave-marge-${values.from}_${values.to}${values.product ? `-${values.product}` : ""}`}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
