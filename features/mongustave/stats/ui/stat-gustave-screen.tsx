import { BadgeEuro, ChartNoAxesColumn, CircleCheck, Inbox, Percent, Send, TriangleAlert } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { SearchParams } from "@/components/data/search-params";
import { formatDay, formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { COLORS } from "@/components/charts/theme";
import { MG_ADMIN_VOLUME_STATS } from "./operations";
import { PeriodForm } from "./period-form";
import { readDayRange, STAT_GUSTAVE_PATH } from "./search-params";
import { SeriesChart } from "./series-chart";
import { VolumeTable, type VolumeRow } from "./volume-table";

const FAILED_COLOR = "#dc2626";

/**
 * /weedomarket/admin/stats/statGustave: Mon Gustave's volumes (leads in, delivered, accepted, refused,
 * errors), revenue and acceptance over a period, by product and by day. Rendered on the server from
 * the URL's filters; the tables sort, search and export in the browser.
 */
export async function StatGustaveScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveAdmin");
  const locale = await getLocale();
  const { values, filter } = readDayRange(searchParams);
  const { data } = await query({
    query: MG_ADMIN_VOLUME_STATS,
    variables: { filter },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const s = data?.mgAdminVolumeStats;
  // Rows keyed and labelled for the client table.
  const byProduct: VolumeRow[] = (s?.byProduct ?? []).map((r) => ({
    ...r,
    key: r.product,
    label: t(`products.${r.product}`),
  }));
  const byDay: VolumeRow[] = (s?.byDay ?? []).map((r) => ({
    ...r,
    key: r.day,
    label: formatDay(locale, r.day, "medium"),
  }));
  const suffix = `${values.from}_${values.to}${values.product ? `-${values.product}` : ""}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("statGustave.title")} description={t("statGustave.description")} />
      <Card>
        <CardBody>
          <PeriodForm action={STAT_GUSTAVE_PATH} values={values} />
        </CardBody>
      </Card>
      {!s ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : s.totals.leadsIn === 0 && s.totals.delivered === 0 ? (
        <EmptyState
          icon={ChartNoAxesColumn}
          title={t("statGustave.emptyTitle")}
          text={t("statGustave.emptyText")}
          testId="mg-volumes-empty"
        />
      ) : (
        <>
          <KpiGrid label={t("statGustave.kpis")}>
            <KpiCard
              id="mg-leads-in"
              label={t("volumes.leadsIn")}
              value={s.totals.leadsIn}
              display={formatNumber(locale, s.totals.leadsIn)}
              icon={Inbox}
            />
            <KpiCard
              id="mg-delivered"
              label={t("volumes.delivered")}
              value={s.totals.delivered}
              display={formatNumber(locale, s.totals.delivered)}
              icon={Send}
              detail={t("statGustave.deliveredDetail", { accepted: s.totals.accepted, refused: s.totals.refused })}
            />
            <KpiCard
              id="mg-failed"
              label={t("volumes.failed")}
              value={s.totals.failed}
              display={formatNumber(locale, s.totals.failed)}
              icon={TriangleAlert}
              tone={s.totals.failed > 0 ? "warning" : "default"}
            />
            <KpiCard
              id="mg-acceptance"
              label={t("volumes.acceptanceRate")}
              value={s.totals.acceptanceRate}
              display={formatPercent(locale, s.totals.acceptanceRate)}
              icon={Percent}
              detail={t("statGustave.acceptanceDetail", { accepted: s.totals.accepted, settled: s.totals.settled })}
            />
            <KpiCard
              id="mg-accepted"
              label={t("volumes.accepted")}
              value={s.totals.accepted}
              display={formatNumber(locale, s.totals.accepted)}
              icon={CircleCheck}
            />
            <KpiCard
              id="mg-revenue"
              label={t("volumes.revenue")}
              value={s.totals.revenueCents}
              display={formatMoney(locale, s.totals.revenueCents)}
              icon={BadgeEuro}
              detail={t("statGustave.revenueDetail")}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("statGustave.chartTitle")} />
            <CardBody className="flex flex-col gap-6">
              <SeriesChart
                testId="mg-volumes-chart"
                period="day"
                unit="count"
                locale={locale}
                data={s.byDay.map((d) => ({ key: d.day, leadsIn: d.leadsIn, accepted: d.accepted, failed: d.failed }))}
                series={[
                  { key: "accepted", label: t("volumes.accepted"), color: COLORS.primary, shape: "bar" },
                  { key: "leadsIn", label: t("volumes.leadsIn"), color: COLORS.secondary, shape: "line" },
                  { key: "failed", label: t("volumes.failed"), color: FAILED_COLOR, shape: "line" },
                ]}
                caption={t("statGustave.chartTitle")}
                summary={t("statGustave.chartSummary", {
                  leads: s.totals.leadsIn,
                  accepted: s.totals.accepted,
                  failed: s.totals.failed,
                })}
              />
              <SeriesChart
                testId="mg-revenue-chart"
                period="day"
                unit="money"
                locale={locale}
                data={s.byDay.map((d) => ({ key: d.day, revenue: d.revenueCents }))}
                series={[{ key: "revenue", label: t("volumes.revenue"), color: COLORS.primary, shape: "bar" }]}
                caption={t("statGustave.revenueChart")}
                summary={t("statGustave.revenueSummary", { amount: formatMoney(locale, s.totals.revenueCents) })}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("statGustave.byProduct")} />
            <CardBody>
              <VolumeTable
                rows={byProduct}
                firstHeader={t("columns.product")}
                csvName={`mongustave-produits-${suffix}`}
                testId="mg-by-product"
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("statGustave.byDay")} />
            <CardBody>
              <VolumeTable
                rows={byDay}
                firstHeader={t("columns.day")}
                csvName={`mongustave-jours-${suffix}`}
                testId="mg-by-day"
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
