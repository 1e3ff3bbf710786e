import { Download, FileBarChart } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatDateTime, formatMoney, formatMonth } from "@/components/data/format";
import { ApolloProvider } from "@/components/providers/apollo-provider";
import { perMonth, MonthsTable, PlatformsTable } from "@/features/billing/reports/ui/figures-tables";
import { GenerateReport } from "@/features/billing/reports/ui/generate-report";
import { MarginChart } from "@/features/billing/reports/ui/margin-chart";
import { MONTHLY_REPORT_PAGE } from "@/features/billing/reports/ui/operations";
import { MonthPeriodForm, periodOf } from "@/features/billing/reports/ui/period-form";
import { muted, negative, ReportTable, Td, Th } from "@/features/billing/reports/ui/table";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { currentMonth, defaultPeriod, monthsBefore } from "@/features/billing/reports/server/period";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/report");

/**
 * /report: the monthly report. Live revenue, cost and margin per platform and month (table and
 * chart), "generate for a month" (a stored report whose figures stay as generated), and the
 * generated reports with their PDF and CSV.
 */
async function MonthlyReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const raw = await searchParams;
  const period = periodOf(raw, defaultPeriod());
  const page = Math.max(1, Number.parseInt(String(raw.page ?? "1"), 10) || 1);
  const { data } = await query({
    query: MONTHLY_REPORT_PAGE,
    variables: { from: period.from, to: period.to, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const months = data ? perMonth(data.monthlyFigures) : [];
  const reports = data?.monthlyReports;
  const now = currentMonth();
  const totals = months.reduce((s, m) => ({ r: s.r + m.revenue, m: s.m + m.margin }), { r: 0, m: 0 });
  const href = (p: number) => {
    const q = new URLSearchParams({ from: period.from, to: period.to });
    if (p > 1) q.set("page", String(p));
    return `/report?${q}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("monthly.title")} description={t("monthly.description")} />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <MonthPeriodForm action="/report" from={period.from} to={period.to} max={now} />
          {period.invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : null}
          {!data ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : (
            <>
              <MarginChart
                testId="report-chart"
                data={months.map((m) => ({ month: m.month, revenue: m.revenue, cost: m.cost, margin: m.margin }))}
                locale={locale}
                names={{ revenue: t("columns.revenue"), cost: t("columns.cost"), margin: t("columns.margin") }}
                caption={t("monthly.chartCaption")}
                summary={t("monthly.chartSummary", {
                  revenue: formatMoney(locale, totals.r),
                  margin: formatMoney(locale, totals.m),
                  from: formatMonth(locale, period.from, "long"),
                  to: formatMonth(locale, period.to, "long"),
                })}
              />
              <h2 className="text-base font-semibold">{t("monthly.byPlatform")}</h2>
              <PlatformsTable figures={data.monthlyFigures} />
              <h2 className="text-base font-semibold">{t("monthly.byMonth")}</h2>
              <MonthsTable figures={data.monthlyFigures} />
              <p className={muted}>{t("monthly.rules")}</p>
            </>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-base font-semibold">{t("generated.title")}</h2>
          <ApolloProvider>
            <GenerateReport defaultMonth={monthsBefore(now, 1)} maxMonth={now} />
          </ApolloProvider>
          {!reports ? null : reports.total === 0 ? (
            <EmptyState
              icon={FileBarChart}
              title={t("generated.empty.title")}
              text={t("generated.empty.text")}
              testId="reports-empty"
            />
          ) : (
            <>
              <ReportTable testId="generated-reports">
                <thead>
                  <tr>
                    <Th>{t("columns.month")}</Th>
                    <Th>{t("columns.generatedAt")}</Th>
                    <Th num>{t("columns.revenue")}</Th>
                    <Th num>{t("columns.cost")}</Th>
                    <Th num>{t("columns.margin")}</Th>
                    <Th>{t("columns.download")}</Th>
                  </tr>
                </thead>
                <tbody>
                  {reports.items.map((r) => (
                    <tr key={r.id} className="dt-row" data-testid={`generated-report-${r.id}`}>
                      <Td className="whitespace-nowrap">{formatMonth(locale, r.month, "long")}</Td>
                      <Td>
                        {formatDateTime(locale, r.generated_at)}
                        {r.generated_by ? <span className={`block ${muted}`}>{r.generated_by}</span> : null}
                      </Td>
                      <Td num>{formatMoney(locale, r.revenue_cents)}</Td>
                      <Td num>{formatMoney(locale, r.cost_cents)}</Td>
                      <Td num className={negative(r.margin_cents)}>
                        {formatMoney(locale, r.margin_cents)}
                      </Td>
                      <Td className="whitespace-nowrap">
                        <a href={`/api/reports/monthly/${r.id}/pdf`} download className="btn btn-outline mr-2">
                          <Download className="size-4" aria-hidden />
                          {t("download.pdf")}
                        </a>
                        <a href={`/api/reports/monthly/${r.id}/csv`} download className="btn btn-outline">
                          <Download className="size-4" aria-hidden />
                          {t("download.csv")}
                        </a>
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
              <PageLinks
                page={reports.page}
                pageCount={Math.max(1, Math.ceil(reports.total / reports.pageSize))}
                href={href}
                label={t("generated.pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/report", MonthlyReportPage);
