import { getLocale, getTranslations } from "next-intl/server";
import { DailyActivityChart } from "@/components/charts/daily-activity-chart";
import { formatDay, formatMoney, todayInParis } from "@/components/data/format";
import { load } from "../load";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { AdminKpiGrid } from "./kpi-grid";
import { BillingTable } from "./billing-table";
import { AdminLeadsPanel } from "./leads-panel";
import { ADMIN_DASHBOARD } from "./queries";
import { QueueList } from "./queue-list";

/** /dashboard: today and month-to-date across products, the last 30 days, the queues to process. */
export async function AdminDashboard() {
  const [t, locale, r] = await Promise.all([getTranslations("dashboard.admin"), getLocale(), load(ADMIN_DASHBOARD)]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const d = r.data.adminDashboard;
  const totalSales = d.daily.reduce((s, p) => s + p.sales, 0);
  const totalSignUps = d.daily.reduce((s, p) => s + p.signUps, 0);
  return (
    <div data-testid="dashboard-admin" className="flex flex-col gap-6">
      <DashboardHeader
        title={t("title")}
        subtitle={t("subtitle", { date: formatDay(locale, todayInParis(), "long") })}
      />
      <AdminKpiGrid kpis={d.kpis} queues={d.queues} locale={locale} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel title={t("chart.title")} className="xl:col-span-2" testId="panel-admin-chart">
          <DailyActivityChart
            data={d.daily}
            locale={locale}
            labels={{ sales: t("chart.sales"), signUps: t("chart.signUps"), caption: t("chart.caption") }}
            summary={t("chart.summary", { sales: formatMoney(locale, totalSales), signUps: totalSignUps })}
          />
        </Panel>
        <Panel title={t("queues.title")} testId="panel-admin-queues">
          <QueueList queues={d.queues} />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel title={t("billing.title")} className="xl:col-span-2" testId="panel-admin-billing">
          <BillingTable billing={d.billing} locale={locale} />
        </Panel>
        <AdminLeadsPanel leads={d} locale={locale} />
      </div>
    </div>
  );
}
