import { BadgeEuro, Clock, Handshake, Users } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import { load } from "../load";
import { PaymentsTable } from "../publisher/payments-table";
import { getViewer } from "../viewer";
import { COREG_PUBLISHER } from "./queries";
import { head, headlineMonth, MonthStatus, num, row, th } from "./month-status";

/** Invoice call states the publisher has something to do about (upload, or upload again). */
const ACT_ON = new Set(["waiting_invoice", "refused"]);

/**
 * /mycoreg/editeur/dashboard: the publisher's own co-registration months (leads, valid leads,
 * earnings; validated months in their reviewed amounts) with each month's invoice call, a chart of
 * its earnings, and its coreg payments (the bell's own read of them).
 */
export async function CoregPublisherDashboard() {
  const viewer = await getViewer();
  if (!viewer.ok) return <LoadError reason={viewer.reason} />;
  const [t, locale, r] = await Promise.all([
    getTranslations("coregDashboards"),
    getLocale(),
    load(COREG_PUBLISHER, { id: viewer.data.id }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const { months, payments } = r.data.coregPublisherDashboard;
  const headline = headlineMonth(months);
  const earned = months.reduce((s, m) => s + m.earnings, 0);
  return (
    <div data-testid="dashboard-coreg-publisher" className="flex flex-col gap-6">
      <DashboardHeader title={t("publisher.title")} subtitle={t("publisher.subtitle")} />
      {!headline ? (
        <EmptyState icon={Handshake} title={t("empty.title")} text={t("publisher.emptyText")} testId="coreg-empty" />
      ) : (
        <>
          <KpiGrid label={t("publisher.kpiLabel")}>
            <KpiCard
              id="coreg-valid-leads"
              label={t("publisher.validLeads")}
              icon={Users}
              value={headline.validLeads}
              display={formatNumber(locale, headline.validLeads)}
              detail={formatMonth(locale, headline.month, "long")}
            />
            <KpiCard
              id="coreg-earnings"
              label={t("publisher.earnings")}
              icon={BadgeEuro}
              value={headline.earnings}
              display={formatMoney(locale, headline.earnings)}
              detail={formatMonth(locale, headline.month, "long")}
            />
            <KpiCard
              id="coreg-waiting"
              label={t("publisher.waiting")}
              icon={Clock}
              value={payments.waitingTotal}
              display={formatMoney(locale, payments.waitingTotal)}
              detail={t("publisher.waitingDetail", { count: payments.waitingCount })}
            />
            <KpiCard
              id="coreg-paid"
              label={t("publisher.paid")}
              icon={Handshake}
              value={payments.paidTotal}
              display={formatMoney(locale, payments.paidTotal)}
            />
          </KpiGrid>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            <Panel
              title={t("publisher.chartTitle")}
              action={{ href: "/AppelFactureEditeur", label: t("publisher.invoiceCalls") }}
              className="xl:col-span-2"
              testId="panel-coreg-earnings"
            >
              <AmountBarChart
                testId="chart-coreg-earnings"
                data={months.map((m) => ({ key: m.month, amount: m.earnings }))}
                period="month"
                locale={locale}
                name={t("publisher.earnings")}
                caption={t("publisher.chartCaption")}
                summary={t("publisher.chartSummary", { amount: formatMoney(locale, earned), months: months.length })}
              />
            </Panel>
            <Panel title={t("publisher.paymentsTitle")} testId="panel-coreg-payments">
              <PaymentsTable payments={[{ platform: "coreg", ...payments }]} locale={locale} />
            </Panel>
          </div>
          <Panel title={t("publisher.monthsTitle")} testId="panel-coreg-months">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[720px] text-left text-sm" data-testid="coreg-months">
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
                      {t("columns.earnings")}
                    </th>
                    <th scope="col" className={th}>
                      {t("columns.invoiceCall")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...months].reverse().map((m) => (
                    <tr key={m.month} className={row} data-testid="coreg-month-row" data-month={m.month}>
                      <td className="px-3 py-2 whitespace-nowrap">{formatMonth(locale, m.month, "long")}</td>
                      <td className="px-3 py-2">
                        <MonthStatus status={m.status} />
                      </td>
                      <td className={num}>{formatNumber(locale, m.leads)}</td>
                      <td className={num}>{formatNumber(locale, m.validLeads)}</td>
                      <td className={num} data-value={m.earnings}>
                        {formatMoney(locale, m.earnings)}
                      </td>
                      <td className="px-3 py-2">
                        {m.callStatus == null ? (
                          <span className="text-zinc-600 dark:text-zinc-400">—</span>
                        ) : ACT_ON.has(m.callStatus) ? (
                          <a
                            className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
                            href={`/AppelFactureEditeur?status=${m.callStatus}`}
                          >
                            {t(`calls.${m.callStatus as "waiting_invoice" | "refused"}`)}
                          </a>
                        ) : (
                          t(`calls.${m.callStatus as "submitted" | "receiving" | "paid"}`)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}
