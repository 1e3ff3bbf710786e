import { getLocale, getTranslations } from "next-intl/server";
import { load } from "../load";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { DashboardHeader } from "@/components/ui/states/panel";
import { AdvertiserKpis } from "./advertiser-kpis";
import { LeadsPanel } from "./leads-panel";
import { BalancePanel, SpendPanel } from "./market-panels";
import { OrdersPanel } from "./orders-panel";
import { DocumentsPanel, InvoicesPanel } from "./paperwork-panels";
import { ProgramsPanel } from "./programs-panel";
import { ADVERTISER_DASHBOARD } from "./queries";

/** /dashboard-annonceur: programs, marketplace balance and spend, documents to sign, invoices. */
export async function AdvertiserDashboard({ userId }: { userId: number }) {
  const [t, locale, r] = await Promise.all([
    getTranslations("dashboard.advertiser"),
    getLocale(),
    load(ADVERTISER_DASHBOARD, { id: userId }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const d = r.data.advertiserDashboard;
  return (
    <div data-testid="dashboard-advertiser" className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <AdvertiserKpis d={d} locale={locale} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <ProgramsPanel d={d} locale={locale} className="xl:col-span-2" />
        <BalancePanel d={d} locale={locale} />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <SpendPanel d={d} locale={locale} className="xl:col-span-2" />
        <OrdersPanel d={d} locale={locale} />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <DocumentsPanel d={d} locale={locale} />
        <InvoicesPanel d={d} locale={locale} />
        <LeadsPanel d={d} locale={locale} />
      </div>
    </div>
  );
}
