"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { BarChart3, Trophy } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import type { DayRange } from "@/components/data/date-range-presets";
import { formatDay, formatPercent } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState } from "@/components/ui/states/states";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { dashboardVariables, roleOfArea, type DashboardArea } from "./dashboard-input";
import { count, money, moneyOf } from "./format";
import { KpiSkeleton } from "./kpi-skeleton";
import { StatsKpis } from "./kpis";
import { PERF_STATS, PERF_STATS_TOTALS, type Figures, type StatsRole } from "./operations";
import { QueryError } from "./query-error";
import { StatsChart } from "./stats-chart";
import type { GroupsUnder } from "@/lib/i18n/keys";

const LINKS: Record<DashboardArea, { href: string; key: GroupsUnder<"myaffilStats.screens"> }[]> = {
  admin: [
    { href: "/myaffil/admin/stats/statsglobales", key: "statsGlobal" },
    { href: "/myaffil/admin/statsdetaillees", key: "statsDetailed" },
    { href: "/myaffil/admin/statscaediteur", key: "statsRevenuePublisher" },
    { href: "/myaffil/admin/DetailLeads", key: "leadDetails" },
  ],
  annonceur: [
    { href: "/myaffil/annonceur/stats/statsglobales", key: "advertiserStatsGlobal" },
    { href: "/myaffil/annonceur/stats/statsdetaillees", key: "advertiserStatsDetailed" },
  ],
  editeur: [
    { href: "/myaffil/editeur/stats/statsglobales", key: "publisherStatsGlobal" },
    { href: "/myaffil/editeur/stats/statscampagnes", key: "publisherStatsCampaigns" },
    { href: "/myaffil/editeur/DetailLeads", key: "publisherLeadDetails" },
    { href: "/myaffil/editeur/StatsShoots", key: "publisherShoots" },
  ],
};

/** The MyAffil home of each area: the last 30 days against the 30 before, the daily chart, the top programs. */
export function MyaffilDashboard({ area, current }: { area: DashboardArea; current: DayRange }) {
  const t = useTranslations("myaffilStats");
  const locale = useLocale();
  const role: StatsRole = roleOfArea(area);
  const vars = dashboardVariables(area, current);
  const [, startTransition] = useTransition();

  // The three answers were started by the server page (MyaffilDashboardScreen) under the same variables.
  const now = useSuspenseQuery(PERF_STATS, { variables: vars.now, errorPolicy: "all" });
  const before = useSuspenseQuery(PERF_STATS_TOTALS, { variables: vars.before, errorPolicy: "all" });
  const top = useSuspenseQuery(PERF_STATS, { variables: vars.top, errorPolicy: "all" });
  const stats = now.data?.myaffilStats;
  const prev = before.data?.myaffilStats.totals;

  const compare = (key: keyof Figures) => {
    if (!stats || !prev) return undefined;
    const a = stats.totals[key];
    const b = prev[key];
    if (a === null || b === null || b === 0) return t("dashboard.noComparison");
    const change = (a - b) / Math.abs(b);
    return (
      <span className="inline-flex items-center gap-1">
        <Badge tone={change >= 0 ? "success" : "danger"}>
          {change >= 0 ? "+" : ""}
          {formatPercent(locale, change)}
        </Badge>
        {t("dashboard.vsPrevious")}
      </span>
    );
  };

  return (
    <div className="flex flex-col gap-6" data-testid={`myaffil-dashboard-${area}`}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t(`dashboard.title.${area}`)}</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {t("dashboard.subtitle", {
              from: formatDay(locale, current.from, "medium"),
              to: formatDay(locale, current.to, "medium"),
            })}
          </p>
        </div>
        <nav aria-label={t("dashboard.links")} className="flex flex-wrap gap-2">
          {LINKS[area].map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className="rounded-md border border-zinc-300 px-3 py-2 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              {t(`screens.${l.key}.title`)}
            </Link>
          ))}
        </nav>
      </header>
      {now.error && !stats ? (
        <QueryError error={now.error} onRetry={() => startTransition(() => void now.refetch())} />
      ) : stats ? (
        <StatsKpis totals={stats.totals} role={stats.role} compare={compare} />
      ) : (
        <KpiSkeleton label={t("loading")} />
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader
            title={t("chart.title")}
            description={t("chart.description", {
              from: formatDay(locale, current.from, "medium"),
              to: formatDay(locale, current.to, "medium"),
            })}
          />
          <CardBody>
            {stats && stats.totals.clicks + stats.totals.leads === 0 ? (
              <EmptyState compact icon={BarChart3} title={t("empty.title")} text={t("empty.text")} />
            ) : (
              <StatsChart
                testId="dashboard-chart"
                data={(stats?.series ?? []).map((d) => ({
                  day: d.day,
                  clicks: d.clicks,
                  leads: d.leads,
                  money: moneyOf(role, d),
                }))}
                locale={locale}
                labels={{
                  clicks: t("kpi.clicks"),
                  leads: t("kpi.leads"),
                  money:
                    role === "publisher" ? t("kpi.earnings") : role === "advertiser" ? t("kpi.cost") : t("kpi.revenue"),
                  caption: t("chart.title"),
                }}
                summary={t("chart.summary", {
                  clicks: stats?.totals.clicks ?? 0,
                  leads: stats?.totals.leads ?? 0,
                  money: money(locale, stats ? moneyOf(role, stats.totals) : 0),
                })}
              />
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("dashboard.topPrograms")} />
          <CardBody>
            {top.error ? (
              <QueryError error={top.error} onRetry={() => startTransition(() => void top.refetch())} />
            ) : !top.data ? (
              <div
                className="h-40 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800"
                aria-busy="true"
                aria-label={t("loading")}
              />
            ) : top.data.myaffilStats.rows.length === 0 ? (
              <EmptyState compact icon={Trophy} title={t("empty.title")} />
            ) : (
              <ol className="flex flex-col gap-3" data-testid="top-programs">
                {top.data.myaffilStats.rows.map((r, i) => (
                  <li key={r.key} className="flex items-center justify-between gap-3 text-sm">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300">
                        {i + 1}
                      </span>
                      <span className="truncate">{r.label ?? `#${r.key}`}</span>
                    </span>
                    <span className="shrink-0 text-right tabular-nums">
                      <span className="block font-medium">{money(locale, moneyOf(role, r))}</span>
                      <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                        {t("dashboard.leadsCount", { count: r.leads, formatted: count(locale, r.leads) })}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
