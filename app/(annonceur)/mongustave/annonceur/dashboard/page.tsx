import { BarChart3, Plug } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import { BoughtChart } from "@/features/mongustave/advertiser/ui/bought-chart";
import { DashboardKpis } from "@/features/mongustave/advertiser/ui/dashboard-kpis";
import { MG_ADVERTISER_DASHBOARD } from "@/features/mongustave/advertiser/ui/operations";
import { WsHealthTable } from "@/features/mongustave/advertiser/ui/ws-health-table";
import { WsSection } from "@/features/mongustave/web-services/ui/ws-section";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/mongustave/annonceur/dashboard");

/**
 * /mongustave/annonceur/dashboard: this month's leads bought, acceptance rate and spend against last
 * month's, the web services' health over 24 hours and the last 30 days, rendered on the server.
 */
async function MgAdvertiserDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const wsPage = Math.max(1, Number((await searchParams).wsPage) || 1);
  const t = await getTranslations("mongustaveAdvertiser");
  const locale = await getLocale();
  const { data, error } = await query({ query: MG_ADVERTISER_DASHBOARD, fetchPolicy: "no-cache", errorPolicy: "all" });
  const d = error ? undefined : data?.mgAdvertiserDashboard;
  if (!d)
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />
        <ErrorState title={t("error.title")} text={t("error.text")} />
      </div>
    );
  // The chart's own shape: spend under the series name it draws.
  const daily = d.daily.map((r) => ({ day: r.day, accepted: r.accepted, spend: r.spendCents }));
  const accepted30 = daily.reduce((s, r) => s + r.accepted, 0);
  const spend30 = daily.reduce((s, r) => s + r.spend, 0);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("dashboard.title")}
        description={t("dashboard.description")}
        actions={
          <Link href="/mongustave/annonceur/statistiques" className="btn btn-outline">
            <BarChart3 className="size-4" aria-hidden />
            {t("dashboard.statsLink")}
          </Link>
        }
      />
      <DashboardKpis thisMonth={d.thisMonth.figures} lastMonth={d.lastMonth.figures} />
      <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="mg-exclusion-note">
        {t("exclusionNote")}
      </p>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t("dashboard.chartTitle")}</h2>
          <BoughtChart
            testId="mg-dashboard-chart"
            data={daily}
            locale={locale}
            labels={{
              accepted: t("figures.accepted"),
              spend: t("figures.spend"),
              caption: t("dashboard.chartCaption"),
            }}
            summary={t("dashboard.chartSummary", {
              accepted: formatNumber(locale, accepted30),
              spend: formatMoney(locale, spend30),
            })}
          />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t("dashboard.servicesTitle")}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("dashboard.servicesHint")}</p>
          {d.webServices.length === 0 ? (
            <EmptyState
              icon={Plug}
              title={t("dashboard.noServices.title")}
              text={t("dashboard.noServices.text")}
              testId="mg-ws-empty"
              compact
            />
          ) : (
            <WsHealthTable rows={d.webServices} />
          )}
        </CardBody>
      </Card>
      <WsSection admin={false} page={wsPage} href={(p) => `/mongustave/annonceur/dashboard?wsPage=${p}`} />
    </div>
  );
}

export default withClientMessages("(annonceur)/mongustave/annonceur/dashboard", MgAdvertiserDashboardPage);
