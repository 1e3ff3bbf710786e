import { BadgeEuro, Handshake, TrendingUp, Users } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import { BillingTable } from "../admin/billing-table";
import { ADMIN_BILLING } from "../admin/queries";
import { load } from "../load";
import { COREG_CLIENTS, COREG_MONTHS, type CoregMonthRow } from "./queries";
import { head, headlineMonth, MonthStatus, num, row, th } from "./month-status";

/**
 * /weedocoreg: MyCoreg's figures per month (leads, valid leads, revenue, publisher cost, margin;
 * validated months in their reviewed amounts), a chart of the revenue, each client's figures of one
 * month (?month=YYYY-MM, a GET form), and the coreg invoices and payments waiting.
 */
export async function CoregAdminDashboard({ month }: { month?: string }) {
  const [t, locale, r, billing] = await Promise.all([
    getTranslations("coregDashboards"),
    getLocale(),
    load(COREG_MONTHS),
    load(ADMIN_BILLING),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const months = r.data.coregMonths;
  const headline = headlineMonth(months);
  const chosen = months.find((m) => m.month === month) ?? headline;
  const revenue = months.reduce((s, m) => s + m.revenue, 0);
  return (
    <div data-testid="dashboard-coreg" className="flex flex-col gap-6">
      <DashboardHeader title={t("admin.title")} subtitle={t("admin.subtitle")} />
      {!headline ? (
        <EmptyState icon={Handshake} title={t("empty.title")} text={t("empty.text")} testId="coreg-empty" />
      ) : (
        <>
          <Headline m={headline} locale={locale} />
          <Panel title={t("admin.chartTitle")} testId="panel-coreg-revenue">
            <AmountBarChart
              testId="chart-coreg-revenue"
              data={months.map((m) => ({ key: m.month, amount: m.revenue }))}
              period="month"
              locale={locale}
              name={t("admin.revenue")}
              caption={t("admin.chartCaption")}
              summary={t("admin.chartSummary", { amount: formatMoney(locale, revenue), months: months.length })}
            />
          </Panel>
          {/* Full width: the billing table is wide, a narrow column would scroll. */}
          <Panel title={t("admin.billingTitle")} testId="panel-coreg-billing">
            {billing.ok ? (
              <BillingTable billing={billing.data.adminDashboard.billing} locale={locale} only="coreg" />
            ) : (
              <LoadError reason={billing.reason} />
            )}
          </Panel>
          <MonthsTable months={months} locale={locale} />
          {chosen && <ClientsPanel months={months} month={chosen.month} locale={locale} />}
        </>
      )}
    </div>
  );
}

async function Headline({ m, locale }: { m: CoregMonthRow; locale: string }) {
  const t = await getTranslations("coregDashboards.admin");
  const of = formatMonth(locale, m.month, "long");
  const margin = m.revenue - m.publisherCost;
  return (
    <KpiGrid label={t("kpiLabel", { month: of })}>
      <KpiCard
        id="coreg-valid-leads"
        label={t("validLeads")}
        icon={Users}
        value={m.validLeads}
        display={formatNumber(locale, m.validLeads)}
        detail={t("leadsDetail", { leads: formatNumber(locale, m.leads), month: of })}
      />
      <KpiCard
        id="coreg-revenue"
        label={t("revenue")}
        icon={BadgeEuro}
        value={m.revenue}
        display={formatMoney(locale, m.revenue)}
        detail={of}
      />
      <KpiCard
        id="coreg-cost"
        label={t("publisherCost")}
        icon={Handshake}
        value={m.publisherCost}
        display={formatMoney(locale, m.publisherCost)}
        detail={of}
      />
      <KpiCard
        id="coreg-margin"
        label={t("margin")}
        icon={TrendingUp}
        value={margin}
        display={formatMoney(locale, margin)}
        tone={margin < 0 ? "warning" : "default"}
        detail={of}
      />
    </KpiGrid>
  );
}

async function MonthsTable({ months, locale }: { months: CoregMonthRow[]; locale: string }) {
  const t = await getTranslations("coregDashboards");
  return (
    <Panel title={t("admin.monthsTitle")} testId="panel-coreg-months">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[760px] text-left text-sm" data-testid="coreg-months">
          <thead className={head}>
            <tr>
              <th scope="col" className={th}>
                {t("columns.month")}
              </th>
              <th scope="col" className={th}>
                {t("columns.status")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.leads")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.validLeads")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.revenue")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.publisherCost")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.margin")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((m) => (
              <tr key={m.month} className={row} data-testid="coreg-month-row" data-month={m.month}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <a
                    className="underline-offset-2 hover:underline"
                    href={`/stats-valides/stats-valides-mycoreg?month=${m.month}`}
                  >
                    {formatMonth(locale, m.month, "long")}
                  </a>
                </td>
                <td className="px-3 py-2">
                  <MonthStatus status={m.status} />
                </td>
                <td className={num}>{formatNumber(locale, m.leads)}</td>
                <td className={num}>{formatNumber(locale, m.validLeads)}</td>
                <td className={num} data-value={m.revenue}>
                  {formatMoney(locale, m.revenue)}
                </td>
                <td className={num}>{formatMoney(locale, m.publisherCost)}</td>
                <td className={num}>{formatMoney(locale, m.revenue - m.publisherCost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

async function ClientsPanel({ months, month, locale }: { months: CoregMonthRow[]; month: string; locale: string }) {
  const [t, r] = await Promise.all([getTranslations("coregDashboards"), load(COREG_CLIENTS, { month })]);
  return (
    <Panel title={t("admin.clientsTitle", { month: formatMonth(locale, month, "long") })} testId="panel-coreg-clients">
      <form method="get" action="/weedocoreg" className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-64">
          <Label htmlFor="coreg-month">{t("admin.month")}</Label>
          <Select id="coreg-month" name="month" defaultValue={month}>
            {[...months].reverse().map((m) => (
              <option key={m.month} value={m.month}>
                {formatMonth(locale, m.month, "long")}
              </option>
            ))}
          </Select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t("admin.show")}
        </button>
      </form>
      {!r.ok ? (
        <LoadError reason={r.reason} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="coreg-clients">
            <thead className={head}>
              <tr>
                <th scope="col" className={th}>
                  {t("columns.client")}
                </th>
                <th scope="col" className={th}>
                  {t("columns.side")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("columns.leads")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("columns.validLeads")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("columns.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.data.coregClients.map((c) => (
                <tr key={`${c.side}-${c.clientId}`} className={row} data-testid="coreg-client-row">
                  <td className="px-3 py-2">
                    {c.name}
                    <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">#{c.clientId}</span>
                  </td>
                  <td className="px-3 py-2">{t(`sides.${c.side === "advertiser" ? "advertiser" : "publisher"}`)}</td>
                  <td className={num}>{formatNumber(locale, c.leads)}</td>
                  <td className={num}>{formatNumber(locale, c.validLeads)}</td>
                  <td className={num}>{formatMoney(locale, c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
