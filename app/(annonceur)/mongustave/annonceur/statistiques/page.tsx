import { CircleAlert, Download, Inbox } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDay, formatMoney, formatNumber, formatPercent, todayInParis } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import type { SearchParams } from "@/components/data/search-params";
import { BoughtChart } from "@/features/mongustave/advertiser/ui/bought-chart";
import { FiguresTable } from "@/features/mongustave/advertiser/ui/figures-table";
import { MG_ADVERTISER_STATS } from "@/features/mongustave/advertiser/ui/operations";
import { MgPeriodFilter } from "@/features/mongustave/advertiser/ui/period-filter";
import { readMgPeriod } from "@/features/mongustave/advertiser/ui/period-input";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";

export const generateMetadata = routeMetadata("/mongustave/annonceur/statistiques");

const PATH = "/mongustave/annonceur/statistiques";
const DAYS_PER_PAGE = 10;

/**
 * /mongustave/annonceur/statistiques: the advertiser's figures by day, product and web service over a
 * period from the URL (the last 30 days by default), rendered on the server; CSV of the same figures.
 */
export default async function MgAdvertiserStatsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("mongustaveAdvertiser");
  const locale = await getLocale();
  const today = todayInParis();
  const input = readMgPeriod(await searchParams, today);
  const { data, error } = await query({
    query: MG_ADVERTISER_STATS,
    variables: { filter: { ...input.range, product: input.product || null } },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const s = error ? undefined : data?.mgAdvertiserStats;
  const productLabel = (p: string) => t(`products.${p}` as "products.mutuelle");
  // Newest day first in the table; the chart reads left to right.
  const days = s ? [...s.byDay].reverse() : [];
  const pageCount = Math.max(1, Math.ceil(days.length / DAYS_PER_PAGE));
  const page = Math.min(input.page, pageCount);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("stats.title")}
        description={t("stats.description")}
        actions={
          s && s.totals.delivered > 0 ? (
            <a
              href={`/api/mongustave/annonceur/statistiques/csv?${input.params()}`}
              className="btn btn-outline"
              download
            >
              <Download className="size-4" aria-hidden />
              {t("stats.export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-3">
          <MgPeriodFilter action={PATH} range={input.range} product={input.product} today={today} />
          {input.invalid && (
            <p role="alert" className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
              <CircleAlert className="size-4" aria-hidden />
              {t("filter.invalid")}
            </p>
          )}
          <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="mg-exclusion-note">
            {t("exclusionNote")}
          </p>
        </CardBody>
      </Card>
      {!s ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : s.totals.delivered === 0 ? (
        <EmptyState icon={Inbox} title={t("stats.empty.title")} text={t("stats.empty.text")} testId="mg-stats-empty" />
      ) : (
        <>
          <section aria-label={t("stats.totals")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[
              { id: "delivered", label: t("figures.delivered"), value: formatNumber(locale, s.totals.delivered) },
              { id: "accepted", label: t("figures.accepted"), value: formatNumber(locale, s.totals.accepted) },
              {
                id: "acceptance",
                label: t("figures.acceptanceRate"),
                value: s.totals.settled > 0 ? formatPercent(locale, s.totals.acceptanceRate) : "—",
              },
              { id: "spend", label: t("figures.spend"), value: formatMoney(locale, s.totals.spendCents) },
            ].map((k) => (
              <Card key={k.id}>
                <CardBody className="flex flex-col gap-1">
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">{k.label}</p>
                  <p className="text-2xl font-semibold tabular-nums" data-testid={`mg-total-${k.id}`}>
                    {k.value}
                  </p>
                </CardBody>
              </Card>
            ))}
          </section>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{t("stats.byDay")}</h2>
              <BoughtChart
                testId="mg-stats-chart"
                data={s.byDay.map((r) => ({ day: r.day, accepted: r.accepted, spend: r.spendCents }))}
                locale={locale}
                labels={{
                  accepted: t("figures.accepted"),
                  spend: t("figures.spend"),
                  caption: t("stats.chartCaption", {
                    from: formatDay(locale, s.from, "long"),
                    to: formatDay(locale, s.to, "long"),
                  }),
                }}
                summary={t("stats.chartSummary", {
                  accepted: formatNumber(locale, s.totals.accepted),
                  spend: formatMoney(locale, s.totals.spendCents),
                  rate: formatPercent(locale, s.totals.acceptanceRate),
                })}
              />
              <FiguresTable
                testId="mg-by-day"
                keyLabel={t("stats.day")}
                lines={days
                  .slice((page - 1) * DAYS_PER_PAGE, page * DAYS_PER_PAGE)
                  .map((r) => ({ key: r.day, label: formatDay(locale, r.day, "long"), figures: r }))}
                total={s.totals}
              />
              <PageLinks
                page={page}
                pageCount={pageCount}
                href={(p) => `${PATH}?${input.params(p > 1 ? { page: String(p) } : {})}`}
                label={t("stats.daysPagination")}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{t("stats.byProduct")}</h2>
              <FiguresTable
                testId="mg-by-product"
                keyLabel={t("stats.product")}
                lines={s.byProduct.map((r) => ({ key: r.product, label: productLabel(r.product), figures: r }))}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{t("stats.byWebService")}</h2>
              <FiguresTable
                testId="mg-by-ws"
                keyLabel={t("stats.webService")}
                lines={s.byWebService.map((r) => ({
                  key: String(r.webServiceId),
                  label: (
                    <span className="flex flex-col">
                      <span>{r.name}</span>
                      <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">
                        {productLabel(r.product)}
                      </span>
                    </span>
                  ),
                  figures: r,
                }))}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
