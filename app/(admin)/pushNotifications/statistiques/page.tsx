import { BellRing, CheckCheck, MousePointerClick, Send, TriangleAlert, Users } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { defaultRange } from "@/components/data/date-range-presets";
import { formatNumber } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { searchParam } from "@/components/data/search-params";
import { PeriodForm } from "@/features/staff/stats/ui/period-form";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { PUSH_STATS } from "../operations";
import { PushComposer } from "./composer";
import { NotificationsTable } from "./notifications-table";
import { TimelineChart } from "./timeline-chart";

export const generateMetadata = routeMetadata("/pushNotifications/statistiques");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /pushNotifications/statistiques (ad only): the composer, the period's figures and chart, and the
 * notifications with their counts, rendered on the server from the URL (period and page).
 */
async function PushStatsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("push");
  const locale = await getLocale();
  const raw = await searchParams;
  const fallback = defaultRange(30);
  const from = searchParam(raw, "from") || fallback.from;
  const to = searchParam(raw, "to") || fallback.to;
  const page = Math.max(1, Number.parseInt(searchParam(raw, "page"), 10) || 1);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const { data } = valid
    ? await query({ query: PUSH_STATS, variables: { page, from, to }, fetchPolicy: "no-cache", errorPolicy: "all" })
    : { data: undefined };
  const list = data?.pushNotifications;
  const timeline = data?.pushTimeline;
  const href = (p: number) =>
    `/pushNotifications/statistiques?${new URLSearchParams({ from, to, ...(p > 1 ? { page: String(p) } : {}) })}`;
  const n = (v: number) => formatNumber(locale, v);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("stats.title")}
        description={t("stats.description")}
        actions={
          <Link href="/pushNotifications/logs" className="btn btn-outline">
            {t("logs.title")}
          </Link>
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-base font-semibold">{t("composer.title")}</h2>
          <PushComposer />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <PeriodForm action="/pushNotifications/statistiques" from={from} to={to} />
          {!valid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("stats.invalidPeriod")}
            </p>
          ) : !timeline ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : (
            <>
              <KpiGrid label={t("stats.kpis")}>
                <KpiCard
                  id="subscribers"
                  label={t("stats.subscribers")}
                  display={n(timeline.subscribers)}
                  value={timeline.subscribers}
                  icon={Users}
                />
                <KpiCard
                  id="sent"
                  label={t("table.sent")}
                  display={n(timeline.total.sent)}
                  value={timeline.total.sent}
                  icon={Send}
                />
                <KpiCard
                  id="delivered"
                  label={t("table.delivered")}
                  display={n(timeline.total.delivered)}
                  value={timeline.total.delivered}
                  icon={CheckCheck}
                />
                <KpiCard
                  id="clicked"
                  label={t("table.clicked")}
                  display={n(timeline.total.clicked)}
                  value={timeline.total.clicked}
                  icon={MousePointerClick}
                />
              </KpiGrid>
              {timeline.total.failed > 0 ? (
                <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
                  <TriangleAlert className="size-4" aria-hidden />
                  {t("stats.failedNote", { count: timeline.total.failed })}
                </p>
              ) : null}
              <TimelineChart
                // Plain objects for the client component (the query's results are not).
                data={timeline.days.map(({ day, sent, delivered, failed, clicked }) => ({
                  day,
                  sent,
                  delivered,
                  failed,
                  clicked,
                }))}
                locale={locale}
                names={{ delivered: t("table.delivered"), failed: t("table.failed"), clicked: t("table.clicked") }}
                caption={t("stats.chartCaption")}
                summary={t("stats.chartSummary", {
                  sent: timeline.total.sent,
                  delivered: timeline.total.delivered,
                  clicked: timeline.total.clicked,
                })}
              />
            </>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-base font-semibold">{t("stats.notifications")}</h2>
          {!list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState icon={BellRing} title={t("empty.title")} text={t("empty.text")} testId="push-empty" />
          ) : (
            <>
              <NotificationsTable items={list.items} />
              <PageLinks
                page={list.page}
                pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
                href={href}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/pushNotifications/statistiques", PushStatsPage);
