import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Download, PhoneCall } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { readSearch } from "@/components/data/search-params";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { TELETECH_FILTER_KEYS } from "@/features/staff/stats/server/teletech-filter";
import { TELETECH_CSV_CAP } from "@/features/staff/stats/server/teletech";
import { query } from "@/lib/apollo/server";
import { CallsTable, OutcomeCounts } from "./calls-table";
import { FiltersForm } from "./filters-form";
import { TELETECH_LEADS } from "./operations";

export const generateMetadata = routeMetadata("/TeletechLeads");

/**
 * /TeletechLeads: Teletech's calls on leads, with their outcome counts, rendered on the server from the
 * URL's filters and page. Listed administrators see every lead; the listed publisher only its own
 * (the API's where-clause decides, not this page).
 */
export default async function TeletechLeadsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("staffStats.teletech");
  const tt = await getTranslations("staffStats");
  const search = readSearch(await searchParams, TELETECH_FILTER_KEYS);
  const { values, page } = search;
  const { data, error } = await query({
    query: TELETECH_LEADS,
    variables: { filter: values, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = error ? undefined : data?.teletechCalls;
  const counts = error ? undefined : data?.teletechOutcomes;
  const params = (extra: Record<string, string>) => {
    const s = search.params(extra);
    return s ? `?${s}` : "";
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          list && list.total > 0 ? (
            <a
              href={`/api/stats/teletech/csv${params({})}`}
              className="btn btn-outline"
              download
              title={t("exportHint", { max: TELETECH_CSV_CAP })}
            >
              <Download className="size-4" aria-hidden />
              {t("export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <FiltersForm values={values} />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !list || !counts ? (
            <ErrorState title={tt("error.title")} text={tt("error.text")} />
          ) : (
            <>
              <OutcomeCounts
                counts={counts}
                selected={values.outcome}
                href={(outcome) => `/TeletechLeads${params({ outcome })}`}
              />
              {list.total === 0 ? (
                <EmptyState icon={PhoneCall} title={t("empty.title")} text={t("empty.text")} testId="teletech-empty" />
              ) : (
                <>
                  <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                    {t("summary", { total: list.total })}
                  </p>
                  <CallsTable rows={list.items} />
                  <PageLinks
                    page={list.page}
                    pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
                    href={(p) => `/TeletechLeads${params({ page: p > 1 ? String(p) : "" })}`}
                    label={t("pagination")}
                  />
                </>
              )}
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
