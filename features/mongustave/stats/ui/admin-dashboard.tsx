import { BadgeEuro, CalendarDays, Inbox, Percent, ShieldAlert, TrendingUp } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { COLORS } from "@/components/charts/theme";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { MG_ADMIN_DASHBOARD, type MgAdminDashboardData } from "./operations";
import { CLIENTS_PATH, FRAUD_PATH, MARGIN_PATH, RESPONSE_PATH, STAT_GUSTAVE_PATH } from "./search-params";
import { SeriesChart } from "./series-chart";

/** "+12 %" against last month (null when last month had nothing to compare with). */
function change(now: number, before: number): number | null {
  return before === 0 ? null : (now - before) / Math.abs(before);
}

/**
 * /DashboardMonGustaveAdmin: the Mon Gustave area's dashboard for administrators: today, this month
 * against last month (revenue, margin, acceptance), the fraud queue, the web services' health (paused
 * first) and the last 30 days, with links to the statistics pages.
 */
export async function MonGustaveAdminDashboard() {
  const t = await getTranslations("mongustaveAdmin");
  const locale = await getLocale();
  const { data } = await query({ query: MG_ADMIN_DASHBOARD, fetchPolicy: "no-cache", errorPolicy: "all" });
  const d = data?.mgAdminDashboard;
  const links = [
    [STAT_GUSTAVE_PATH, t("statGustave.title")],
    [CLIENTS_PATH, t("statClients.title")],
    [RESPONSE_PATH, t("response.title")],
    [MARGIN_PATH, t("margin.title")],
    [FRAUD_PATH, t("dashboard.fraudPage")],
  ] as const;
  return (
    <div className="flex flex-col gap-6" data-testid="mg-admin-dashboard">
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />
      <nav aria-label={t("dashboard.pages")} className="flex flex-wrap gap-2">
        {links.map(([href, label]) => (
          <Link key={href} href={href} className="btn btn-outline h-9">
            {label}
          </Link>
        ))}
      </nav>
      {!d ? <ErrorState title={t("error.title")} text={t("error.text")} /> : <DashboardBody d={d} locale={locale} />}
    </div>
  );
}

async function DashboardBody({ d, locale }: { d: MgAdminDashboardData; locale: string }) {
  const t = await getTranslations("mongustaveAdmin");
  const vs = (now: number, before: number, fmt: (n: number) => string) => {
    const c = change(now, before);
    return t("dashboard.vsLastMonth", {
      change: c === null ? "—" : `${c > 0 ? "+" : ""}${formatPercent(locale, c)}`,
      last: fmt(before),
    });
  };
  const money = (n: number) => formatMoney(locale, n);
  const pct = (n: number) => formatPercent(locale, n);
  const tm = d.thisMonth;
  const lm = d.lastMonth;
  const revenue30 = d.daily.reduce((s, r) => s + r.revenueCents, 0);
  return (
    <>
      <section aria-labelledby="mg-today" className="flex flex-col gap-3">
        <h2 id="mg-today" className="text-base font-semibold">
          {t("dashboard.today")}
        </h2>
        <KpiGrid columns={4}>
          <KpiCard
            id="mg-today-leads"
            label={t("volumes.leadsIn")}
            value={d.today.volumes.leadsIn}
            display={formatNumber(locale, d.today.volumes.leadsIn)}
            icon={Inbox}
          />
          <KpiCard
            id="mg-today-accepted"
            label={t("volumes.accepted")}
            value={d.today.volumes.accepted}
            display={formatNumber(locale, d.today.volumes.accepted)}
            icon={Percent}
            detail={t("dashboard.acceptance", { rate: pct(d.today.volumes.acceptanceRate) })}
          />
          <KpiCard
            id="mg-today-revenue"
            label={t("volumes.revenue")}
            value={d.today.volumes.revenueCents}
            display={money(d.today.volumes.revenueCents)}
            icon={BadgeEuro}
          />
          <KpiCard
            id="mg-fraud-queue"
            label={t("dashboard.fraudQueue")}
            value={d.fraudSuspected}
            display={formatNumber(locale, d.fraudSuspected)}
            icon={ShieldAlert}
            tone={d.fraudSuspected > 0 ? "warning" : "default"}
            detail={
              <Link href={FRAUD_PATH} className="underline underline-offset-2" data-testid="mg-fraud-link">
                {t("dashboard.reviewQueue")}
              </Link>
            }
          />
        </KpiGrid>
      </section>
      <section aria-labelledby="mg-month" className="flex flex-col gap-3">
        <h2 id="mg-month" className="text-base font-semibold">
          {t("dashboard.thisMonth")}
        </h2>
        <KpiGrid columns={4}>
          <KpiCard
            id="mg-month-revenue"
            label={t("volumes.revenue")}
            value={tm.volumes.revenueCents}
            display={money(tm.volumes.revenueCents)}
            icon={BadgeEuro}
            detail={vs(tm.volumes.revenueCents, lm.volumes.revenueCents, money)}
          />
          <KpiCard
            id="mg-month-margin"
            label={t("margin.marginCents")}
            value={tm.margin.marginCents}
            display={money(tm.margin.marginCents)}
            icon={TrendingUp}
            tone={tm.margin.marginCents < 0 ? "warning" : "default"}
            detail={vs(tm.margin.marginCents, lm.margin.marginCents, money)}
          />
          <KpiCard
            id="mg-month-margin-rate"
            label={t("margin.marginRate")}
            value={tm.margin.marginRate}
            display={pct(tm.margin.marginRate)}
            icon={Percent}
            detail={t("dashboard.lastMonthWas", { value: pct(lm.margin.marginRate) })}
          />
          <KpiCard
            id="mg-month-acceptance"
            label={t("volumes.acceptanceRate")}
            value={tm.volumes.acceptanceRate}
            display={pct(tm.volumes.acceptanceRate)}
            icon={CalendarDays}
            detail={t("dashboard.lastMonthWas", { value: pct(lm.volumes.acceptanceRate) })}
          />
        </KpiGrid>
      </section>
      <Card>
        <CardHeader title={t("dashboard.chartTitle")} />
        <CardBody>
          <SeriesChart
            testId="mg-dashboard-chart"
            period="day"
            unit="money"
            locale={locale}
            data={d.daily.map((r) => ({ key: r.day, revenue: r.revenueCents }))}
            series={[{ key: "revenue", label: t("volumes.revenue"), color: COLORS.primary, shape: "bar" }]}
            caption={t("dashboard.chartTitle")}
            summary={t("dashboard.chartSummary", {
              amount: money(revenue30),
              accepted: d.daily.reduce((s, r) => s + r.accepted, 0),
            })}
          />
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={t("dashboard.wsHealth")}
          description={t("dashboard.wsHealthHint")}
          actions={
            <Link href={RESPONSE_PATH} className="btn btn-outline h-9">
              {t("response.title")}
            </Link>
          }
        />
        <CardBody className="overflow-x-auto">
          {d.webServices.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("response.emptyText")}</p>
          ) : (
            <table className="w-full min-w-[40rem] text-sm" data-testid="mg-ws-health">
              <caption className="sr-only">{t("dashboard.wsHealth")}</caption>
              <thead>
                <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("response.webService")}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t("response.state")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("response.p95Ms")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t("response.errorRate")}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t("response.flags")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.webServices.map((w) => (
                  <tr key={w.webServiceId} className="border-b border-zinc-100 dark:border-zinc-800/60">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      <Link
                        href={`${RESPONSE_PATH}?ws=${w.webServiceId}#ws-chart`}
                        className="font-medium underline-offset-2 hover:underline"
                      >
                        {w.name}
                      </Link>
                      <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                        {w.clientName} · {t(`products.${w.product}`)}
                      </span>
                    </th>
                    <td className="py-2 pr-3">
                      <Badge tone={w.state === "paused" ? "danger" : w.state === "test" ? "info" : "success"}>
                        {t(`wsStates.${w.state}`)}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {w.p95Ms === null ? "—" : `${formatNumber(locale, Math.round(w.p95Ms))} ms`}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{w.settled ? pct(w.errorRate) : "—"}</td>
                    <td className="py-2">
                      <span className="flex flex-wrap gap-1">
                        {w.failing && <Badge tone="danger">{t("response.failing")}</Badge>}
                        {w.slow && <Badge tone="warning">{t("response.slow")}</Badge>}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardBody>
      </Card>
    </>
  );
}
