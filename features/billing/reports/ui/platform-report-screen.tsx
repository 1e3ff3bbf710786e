import { Users } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { currentMonth, defaultPeriod, monthsBetween } from "@/features/billing/reports/server/period";
import { query } from "@/lib/apollo/server";
import type { ReportPlatform } from "@/lib/domain/states";
import { MonthsOfPlatform } from "./months-of-platform";
import { perMonth, PlatformsTable } from "./figures-tables";
import { MarginChart } from "./margin-chart";
import { PLATFORM_REPORT } from "./operations";
import { MonthPeriodForm, periodOf } from "./period-form";
import { muted, ReportTable, Td, Th } from "./table";

/**
 * One platform's report (/report/rapport: MyAffil, rapportCoreg: MyCoreg, rapportMongustave): its
 * months over a period (chart and table), then one month per client. Server-rendered from the URL.
 */
export async function PlatformReportScreen({
  platform,
  path,
  searchParams,
}: {
  platform: ReportPlatform;
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const period = periodOf(searchParams, defaultPeriod());
  const months = monthsBetween(period.from, period.to);
  const asked = String(searchParams.month ?? "");
  const month = months.includes(asked) ? asked : period.to;
  const page = Math.max(1, Number.parseInt(String(searchParams.page ?? "1"), 10) || 1);
  const { data } = await query({
    query: PLATFORM_REPORT,
    variables: { platform, from: period.from, to: period.to, month, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const figures = data?.monthlyFigures.filter((f) => f.platform === platform) ?? [];
  const series = perMonth(figures);
  const clients = data?.platformClients;
  const href = (p: number) => {
    const q = new URLSearchParams({ from: period.from, to: period.to, month });
    if (p > 1) q.set("page", String(p));
    return `${path}?${q}`;
  };
  const name = t(`platforms.${platform}`);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("platform.title", { platform: name })} description={t(`platform.description.${platform}`)} />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <MonthPeriodForm action={path} from={period.from} to={period.to} max={currentMonth()}>
            <div className="flex w-full flex-col gap-1 sm:w-48">
              <Label htmlFor="report-month">{t("filters.clientsMonth")}</Label>
              <Select id="report-month" name="month" defaultValue={month}>
                {[...months].reverse().map((m) => (
                  <option key={m} value={m}>
                    {formatMonth(locale, m, "long")}
                  </option>
                ))}
              </Select>
            </div>
          </MonthPeriodForm>
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
                testId="platform-chart"
                data={series.map((m) => ({ month: m.month, revenue: m.revenue, cost: m.cost, margin: m.margin }))}
                locale={locale}
                names={{ revenue: t("columns.revenue"), cost: t("columns.cost"), margin: t("columns.margin") }}
                caption={t("platform.chartCaption", { platform: name })}
                summary={t("platform.chartSummary", {
                  platform: name,
                  revenue: formatMoney(
                    locale,
                    series.reduce((s, m) => s + m.revenue, 0),
                  ),
                  margin: formatMoney(
                    locale,
                    series.reduce((s, m) => s + m.margin, 0),
                  ),
                })}
              />
              <PlatformsTable figures={figures} testId="platform-total" />
              <MonthsOfPlatform figures={figures} />
            </>
          )}
        </CardBody>
      </Card>
      {clients ? (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <h2 className="text-base font-semibold">
              {t("platform.clientsTitle", { month: formatMonth(locale, month, "long") })}
            </h2>
            {clients.total === 0 ? (
              <EmptyState
                icon={Users}
                title={t("platform.empty.title")}
                text={t(platform === "mongustave" ? "platform.empty.invoices" : "platform.empty.text")}
                testId="platform-clients-empty"
              />
            ) : (
              <>
                <p className={muted} aria-live="polite">
                  {t("platform.clientsSummary", {
                    total: clients.total,
                    revenue: formatMoney(locale, clients.revenue_cents),
                    cost: formatMoney(locale, clients.cost_cents),
                  })}
                </p>
                <ReportTable testId="platform-clients">
                  <thead>
                    <tr>
                      <Th>{t("columns.client")}</Th>
                      <Th>{t("columns.side")}</Th>
                      <Th num>{t("columns.validLeads")}</Th>
                      <Th num>{t(platform === "mongustave" ? "columns.netInvoiced" : "columns.amount")}</Th>
                      {platform === "mongustave" ? <Th num>{t("columns.credited")}</Th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {clients.rows.map((c) => (
                      <tr key={`${c.side}-${c.client_id}`} className="dt-row">
                        <Td>
                          {c.name || t("unknownClient")}
                          <span className={`block ${muted}`}>#{c.client_id}</span>
                        </Td>
                        <Td>{t(`sides.${c.side}`)}</Td>
                        <Td num>{c.valid_leads == null ? "—" : formatNumber(locale, c.valid_leads)}</Td>
                        <Td num>{formatMoney(locale, c.amount_cents)}</Td>
                        {platform === "mongustave" ? <Td num>{formatMoney(locale, c.credited_cents)}</Td> : null}
                      </tr>
                    ))}
                  </tbody>
                </ReportTable>
                <PageLinks
                  page={clients.page}
                  pageCount={Math.max(1, Math.ceil(clients.total / 10))}
                  href={href}
                  label={t("platform.pagination")}
                />
              </>
            )}
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}
