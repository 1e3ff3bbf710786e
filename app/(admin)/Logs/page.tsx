import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Download, ScrollText } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { AUDIT_CSV_CAP } from "@/features/staff/audit-trail/server/limits";
import { query } from "@/lib/apollo/server";
import { EntriesTable } from "@/features/staff/audit-trail/ui/entries-table";
import { FiltersForm } from "@/features/staff/audit-trail/ui/filters-form";
import { AUDIT_TRAIL } from "@/features/staff/audit-trail/ui/operations";
import { readSearch } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/Logs");

const KEYS = ["actor", "action", "targetType", "targetId", "from", "to"] as const;

/**
 * /Logs: the audit trail, rendered on the server from the URL's filters and page (no client
 * component: the filters are a GET form, the pages are links, a change opens with <details>).
 */
export default async function LogsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const t = await getTranslations("auditTrail");
  const { values, page, params } = readSearch(await searchParams, KEYS);
  const { data, error } = await query({
    query: AUDIT_TRAIL,
    variables: { filter: values, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.auditEntries;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          list && list.total > 0 ? (
            <a
              href={`/api/audit/csv?${params({})}`}
              className="btn btn-outline"
              download
              title={t("exportHint", { max: AUDIT_CSV_CAP })}
            >
              <Download className="size-4" aria-hidden />
              {t("export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <FiltersForm
            values={values}
            actions={data?.auditFacets.actions ?? []}
            targetTypes={data?.auditFacets.targetTypes ?? []}
          />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState icon={ScrollText} title={t("empty.title")} text={t("empty.text")} testId="audit-empty" />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("summary", { total: list.total })}
              </p>
              <EntriesTable entries={list.items} />
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `/Logs?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
