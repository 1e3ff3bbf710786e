import { BadgeEuro, CheckCircle2, Handshake, Users } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import { load } from "@/features/shell/dashboards/ui/load";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { head, num, row, th } from "@/features/shell/dashboards/ui/coreg/month-status";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import { DatadealFilterForm } from "./filter-form";
import { DatadealMonthsTable } from "./months-table";
import { DATADEAL_PUBLISHER, type DatadealDealRow } from "./operations";

/**
 * /datadeal/editeur/dashboard: the publisher's own data deals (the API reads the caller's only):
 * per deal and per month, the contacts its source collected within the deal's period, what they
 * became, the payable ones (all but invalid) and the earnings; totals, a monthly chart, CSV.
 */
export async function DatadealPublisherDashboard({ dealId, year }: { dealId: number | null; year: number | null }) {
  const [t, locale, r] = await Promise.all([
    getTranslations("datadeal"),
    getLocale(),
    load(DATADEAL_PUBLISHER, { dealId, year }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  // Apollo's result objects are not plain: the client table takes copies.
  const data = JSON.parse(JSON.stringify(r.data.datadealPublisher)) as typeof r.data.datadealPublisher;
  const { deals, totals } = data;
  const running = deals.filter((d) => d.state === "active").length;
  const kpis = [
    {
      id: "collected",
      label: t("columns.collected"),
      icon: Users,
      value: totals.collected,
      display: formatNumber(locale, totals.collected),
    },
    {
      id: "payable",
      label: t("columns.payable"),
      icon: CheckCircle2,
      value: totals.payable,
      display: formatNumber(locale, totals.payable),
      detail: t("kpis.payableDetail", { invalid: totals.invalid }),
    },
    {
      id: "earnings",
      label: t("columns.earnings"),
      icon: BadgeEuro,
      value: totals.earningsCents,
      display: formatMoney(locale, totals.earningsCents),
    },
    {
      id: "active-deals",
      label: t("kpis.activeDeals"),
      icon: Handshake,
      value: running,
      display: formatNumber(locale, running),
      detail: t("kpis.dealsDetail", { count: deals.length }),
    },
  ];
  return (
    <div data-testid="datadeal-publisher" className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      {deals.length === 0 ? (
        <EmptyState icon={Handshake} title={t("empty.title")} text={t("empty.text")} testId="datadeal-empty" />
      ) : (
        <>
          <DatadealFilterForm deals={deals} years={data.years} dealId={dealId} year={year} />
          <KpiGrid label={t("kpis.label")}>
            {kpis.map((k) => (
              <KpiCard key={k.id} {...k} id={`datadeal-${k.id}`} />
            ))}
          </KpiGrid>
          <Panel title={t("chart.title")} testId="panel-datadeal-earnings">
            <AmountBarChart
              testId="chart-datadeal-earnings"
              data={data.earningsByMonth.map((m) => ({ key: m.month, amount: m.earningsCents }))}
              period="month"
              locale={locale}
              name={t("columns.earnings")}
              caption={t("chart.title")}
              summary={t("chart.summary", {
                amount: formatMoney(locale, totals.earningsCents),
                months: data.earningsByMonth.length,
              })}
            />
          </Panel>
          <Panel title={t("deals.title")} testId="panel-datadeal-deals">
            <DealsTable deals={deals} locale={locale} t={t} />
          </Panel>
          <Panel title={t("months.title")} testId="panel-datadeal-months">
            <DatadealMonthsTable rows={data.months} csvName={t("months.csvName")} />
          </Panel>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("payableNote")}</p>
        </>
      )}
    </div>
  );
}

function DealsTable({
  deals,
  locale,
  t,
}: {
  deals: DatadealDealRow[];
  locale: string;
  t: Awaited<ReturnType<typeof getTranslations<"datadeal">>>;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm" data-testid="datadeal-deals">
        <thead className={head}>
          <tr>
            <th scope="col" className={th}>
              {t("columns.source")}
            </th>
            <th scope="col" className={th}>
              {t("columns.period")}
            </th>
            <th scope="col" className={th}>
              {t("columns.state")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.price")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.collected")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.payable")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.earnings")}
            </th>
          </tr>
        </thead>
        <tbody>
          {deals.map((d) => (
            <tr key={d.id} className={row} data-testid="datadeal-deal-row" data-source={d.source}>
              <th scope="row" className="px-3 py-2 font-medium">
                {d.source}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                {d.endedOn
                  ? t("deals.period", { from: formatDay(locale, d.startedOn), to: formatDay(locale, d.endedOn) })
                  : t("deals.since", { from: formatDay(locale, d.startedOn) })}
              </td>
              <td className="px-3 py-2">
                <Badge tone={d.state === "active" ? "success" : "neutral"}>
                  {t(`states.${d.state as "active" | "ended"}`)}
                </Badge>
              </td>
              <td className={num}>{formatMoney(locale, d.priceCents)}</td>
              <td className={num}>{formatNumber(locale, d.figures.collected)}</td>
              <td className={num}>{formatNumber(locale, d.figures.payable)}</td>
              <td className={num} data-value={d.figures.earningsCents}>
                {formatMoney(locale, d.figures.earningsCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
