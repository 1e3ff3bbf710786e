import { getLocale, getTranslations } from "next-intl/server";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatMoney, todayInParis } from "@/components/data/format";
import { load } from "../load";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { ApplicationsPanel, CampaignsPanel } from "./campaign-panels";
import { PaymentsTable } from "./payments-table";
import { PublisherKpis } from "./publisher-kpis";
import { PUBLISHER_DASHBOARD, UPCOMING_SHOOTS } from "./queries";
import { ShootsPanel } from "./shoots-panel";

/** /dashboard-editeur: earnings, payments waiting, accepted campaigns, applications, shoots to come. */
export async function PublisherDashboard({ userId }: { userId: number }) {
  const [t, locale, r, shoots] = await Promise.all([
    getTranslations("dashboard.publisher"),
    getLocale(),
    load(PUBLISHER_DASHBOARD, { id: userId }),
    load(UPCOMING_SHOOTS, { from: todayInParis() }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const d = r.data.publisherDashboard;
  const earned = d.earnings.reduce((s, m) => s + m.amount, 0);
  return (
    <div data-testid="dashboard-publisher" className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <PublisherKpis d={d} earned={earned} locale={locale} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel
          title={t("earnings.title")}
          action={{ href: "/AppelFactureEditeur", label: t("earnings.invoiceCall") }}
          className="xl:col-span-2"
          testId="panel-earnings"
        >
          <AmountBarChart
            testId="chart-earnings"
            data={d.earnings.map((m) => ({ key: m.month, amount: m.amount }))}
            period="month"
            locale={locale}
            name={t("earnings.series")}
            caption={t("earnings.caption")}
            summary={earned > 0 ? t("earnings.summary", { amount: formatMoney(locale, earned) }) : t("earnings.none")}
          />
        </Panel>
        <Panel title={t("payments.title")} testId="panel-payments">
          <PaymentsTable payments={d.payments} locale={locale} />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <CampaignsPanel d={d} locale={locale} className="xl:col-span-2" />
        <ApplicationsPanel d={d} locale={locale} />
      </div>
      {shoots.ok ? <ShootsPanel shoots={shoots.data.shoots} locale={locale} /> : <LoadError reason={shoots.reason} />}
    </div>
  );
}
