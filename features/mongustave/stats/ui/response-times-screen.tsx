import { Gauge, Timer, TriangleAlert } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { searchParam, type SearchParams } from "@/components/data/search-params";
import { formatNumber, formatPercent } from "@/components/data/format";
import { COLORS } from "@/components/charts/theme";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { MG_ADMIN_RESPONSE_TIMES } from "./operations";
import { PeriodForm } from "./period-form";
import { readDayRange, RESPONSE_PATH } from "./search-params";
import { SeriesChart } from "./series-chart";
import { WsDayTable } from "./ws-day-table";
import { WsResponseTable } from "./ws-response-table";

/**
 * /weedomarket/admin/stats/tempReponseWS: each client web service's response time percentiles and
 * error rate over the period, slow and failing ones flagged first; the chosen WS (`ws`, default the
 * first listed) gets its p50 / p95 / p99 per day against the slow threshold.
 */
export async function ResponseTimesScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveAdmin");
  const locale = await getLocale();
  const { values, filter, params } = readDayRange(searchParams);
  const wsParam = Number.parseInt(searchParam(searchParams, "ws"), 10);
  const { data } = await query({
    query: MG_ADMIN_RESPONSE_TIMES,
    variables: { filter, webServiceId: Number.isFinite(wsParam) && wsParam > 0 ? wsParam : null },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const r = data?.mgAdminResponseTimes;
  const rows = r?.webServices.map((w) => ({ ...w })) ?? [];
  const selected = rows.find((w) => w.webServiceId === r?.selectedId);
  const chartHref = Object.fromEntries(
    rows.map((w) => [w.webServiceId, `${RESPONSE_PATH}?${params({ ws: String(w.webServiceId) })}#ws-chart`]),
  );
  const suffix = `${values.from}_${values.to}`;
  const p95s = (r?.daily ?? []).map((d) => d.p95Ms).filter((v): v is number => v !== null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("response.title")} description={t("response.description")} />
      <Card>
        <CardBody>
          <PeriodForm action={RESPONSE_PATH} values={values}>
            {selected && <input type="hidden" name="ws" value={selected.webServiceId} />}
          </PeriodForm>
        </CardBody>
      </Card>
      {!r ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Timer}
          title={t("response.emptyTitle")}
          text={t("response.emptyText")}
          testId="mg-response-empty"
        />
      ) : (
        <>
          <KpiGrid label={t("response.kpis")} columns={3}>
            <KpiCard
              id="mg-ws-count"
              label={t("response.wsCount")}
              value={rows.length}
              display={formatNumber(locale, rows.length)}
              icon={Gauge}
            />
            <KpiCard
              id="mg-ws-slow"
              label={t("response.slowCount")}
              value={rows.filter((w) => w.slow).length}
              display={formatNumber(locale, rows.filter((w) => w.slow).length)}
              icon={Timer}
              tone={rows.some((w) => w.slow) ? "warning" : "default"}
              detail={t("response.slowRule", { ms: r.slowThresholdMs })}
            />
            <KpiCard
              id="mg-ws-failing"
              label={t("response.failingCount")}
              value={rows.filter((w) => w.failing).length}
              display={formatNumber(locale, rows.filter((w) => w.failing).length)}
              icon={TriangleAlert}
              tone={rows.some((w) => w.failing) ? "warning" : "default"}
              detail={t("response.failingRule", {
                rate: formatPercent(locale, r.failingErrorRate),
                min: r.failingMinSettled,
              })}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("response.tableTitle")} description={t("response.tableHint")} />
            <CardBody>
              <WsResponseTable
                rows={rows}
                csvName={`mongustave-temps-reponse-${suffix}`}
                chartHref={chartHref}
                selectedId={r.selectedId ?? null}
              />
            </CardBody>
          </Card>
          {selected && (
            <Card>
              <CardHeader
                id="ws-chart"
                title={t("response.chartTitle", { name: selected.name })}
                description={t("response.chartHint")}
                actions={
                  <form method="get" action={RESPONSE_PATH} className="flex items-end gap-2">
                    <input type="hidden" name="from" value={values.from} />
                    <input type="hidden" name="to" value={values.to} />
                    {values.product && <input type="hidden" name="product" value={values.product} />}
                    <label className="flex flex-col gap-1 text-sm">
                      <span className="font-medium">{t("response.chooseWs")}</span>
                      <select name="ws" defaultValue={String(selected.webServiceId)} className="field h-9 max-w-64">
                        {rows.map((w) => (
                          <option key={w.webServiceId} value={w.webServiceId}>
                            {w.name}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className="btn btn-outline h-9">
                      {t("response.show")}
                    </button>
                  </form>
                }
              />
              <CardBody className="flex flex-col gap-6">
                <SeriesChart
                  testId="mg-ws-p95-chart"
                  period="day"
                  unit="ms"
                  locale={locale}
                  data={r.daily.map((d) => ({ key: d.day, p50: d.p50Ms, p95: d.p95Ms, p99: d.p99Ms }))}
                  series={[
                    { key: "p95", label: t("response.p95Ms"), color: COLORS.primary, shape: "line" },
                    { key: "p50", label: t("response.p50Ms"), color: COLORS.secondary, shape: "line" },
                    { key: "p99", label: t("response.p99Ms"), color: "#d97706", shape: "line" },
                  ]}
                  threshold={{ value: r.slowThresholdMs, label: t("response.threshold", { ms: r.slowThresholdMs }) }}
                  caption={t("response.chartTitle", { name: selected.name })}
                  summary={
                    p95s.length
                      ? t("response.chartSummary", {
                          max: Math.round(Math.max(...p95s)),
                          days: p95s.length,
                          over: p95s.filter((v) => v > r.slowThresholdMs).length,
                        })
                      : t("response.chartEmpty")
                  }
                />
                <WsDayTable
                  rows={r.daily.map((d) => ({ ...d }))}
                  csvName={`mongustave-ws-${selected.webServiceId}-${suffix}`}
                />
              </CardBody>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
