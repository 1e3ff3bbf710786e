import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Database, Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatNumber } from "@/components/data/format";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { CountChart } from "@/features/data/contacts/ui/count-chart";
import { DATA_STOCK } from "@/features/data/contacts/ui/operations";
import { readSearch } from "@/components/data/search-params";
import { CONTACT_FILTER_KEYS } from "@/features/data/contacts/server/filters";
import { CONTACT_CSV_CAP } from "@/features/data/contacts/server/stock";
import { query } from "@/lib/apollo/server";
import { ContactsTable } from "./contacts-table";
import { StockFilters } from "./stock-filters";

export const generateMetadata = routeMetadata("/weedodata/admin/vuestock");

/** /weedodata/admin/vuestock: the opt-in base, filtered from the URL (GET form), 10 per page, CSV. */
export default async function StockPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  const { values, page, params } = readSearch(await searchParams, CONTACT_FILTER_KEYS);
  const { data, error } = await query({
    query: DATA_STOCK,
    variables: { filter: values, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.dataContacts;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("stock.title")}
        description={t("stock.description")}
        actions={
          list && list.total > 0 ? (
            <a
              href={`/api/data/contacts/csv?${params()}`}
              className="btn btn-outline"
              download
              title={t("exportHint", { max: CONTACT_CSV_CAP })}
              data-testid="stock-csv"
            >
              <Download className="size-4" aria-hidden />
              {t("export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <StockFilters
            values={values}
            sources={data?.dataFacets.sources ?? []}
            themes={data?.dataFacets.themes ?? []}
          />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={Database}
              title={t("stock.emptyTitle")}
              text={t("stock.emptyText")}
              testId="stock-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite" data-testid="stock-summary">
                {t("stock.summary", { total: list.total })}{" "}
                {data.dataStockOverview.byState
                  .map((s) => `${t(`states.${s.state as "active"}`)} : ${formatNumber(locale, s.count)}`)
                  .join(" · ")}
              </p>
              <ContactsTable items={list.items} />
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `/weedodata/admin/vuestock?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
              <CountChart
                testId="stock-growth-chart"
                caption={t("dashboard.growth")}
                summary={t("stock.chartSummary")}
                data={data.dataStockOverview.growth.map((g) => ({ key: g.month, bars: g.added, line: g.total }))}
                barName={t("dashboard.added")}
                lineName={t("dashboard.size")}
                keyKind="month"
                locale={locale}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
