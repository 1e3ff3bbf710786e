import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Activity, Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { CheckFilters } from "./check-filters";
import { VERDICT_CLASS } from "./labels";
import { CHECK_EVENTS } from "./operations";
import { filterValues, type SearchParams } from "./search-params";

const th = "px-3 py-2 font-medium";

/** /weedocheck/.../events: the log of every verification call, filtered and paged on the server, with its CSV. */
export async function EventsScreen({
  base,
  admin,
  searchParams,
}: {
  base: string;
  admin: boolean;
  searchParams: SearchParams;
}) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  const { values, page, query: qs } = filterValues(searchParams);
  const { data, error } = await query({
    query: CHECK_EVENTS,
    variables: { filter: values, page, admin },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.checkEvents;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const path = `${base}/events`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("events.title")}
        description={t("events.description")}
        actions={
          list && list.total > 0 ? (
            <a href={`/api/check/events/csv?${qs()}`} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("common.export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <CheckFilters
            action={path}
            values={values}
            clients={admin ? (data?.checkClients ?? []) : null}
            search={false}
          />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("common.invalidFilter")}
            </p>
          ) : !list ? (
            <ErrorState title={t("common.errorTitle")} text={t("common.errorText")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={Activity}
              title={t("events.emptyTitle")}
              text={t("events.emptyText")}
              testId="check-events-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("events.summary", { total: list.total })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[680px] text-left text-sm" data-testid="check-events">
                  <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <tr>
                      <th scope="col" className={th}>
                        {t("events.columns.at")}
                      </th>
                      {admin && (
                        <th scope="col" className={th}>
                          {t("common.client")}
                        </th>
                      )}
                      <th scope="col" className={th}>
                        {t("verifications.columns.source")}
                      </th>
                      <th scope="col" className={th}>
                        {t("events.columns.scenario")}
                      </th>
                      <th scope="col" className={th}>
                        {t("events.columns.status")}
                      </th>
                      <th scope="col" className={th}>
                        {t("common.verdict")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("events.columns.latency")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((e) => (
                      <tr key={e.id} className="dt-row">
                        <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                          {formatDateTime(locale, e.createdAt)}
                        </td>
                        {admin && <td className="px-3 py-2">{e.clientName}</td>}
                        <td className="px-3 py-2">{t(`sources.${e.source}`)}</td>
                        <td className="px-3 py-2 tabular-nums">
                          {e.scenarioVersion != null ? t("common.version", { version: e.scenarioVersion }) : "—"}
                        </td>
                        <td className="px-3 py-2 tabular-nums">{e.status}</td>
                        <td className="px-3 py-2">
                          {e.verdict ? (
                            <span className={`badge ${VERDICT_CLASS[e.verdict]}`}>{t(`verdicts.${e.verdict}`)}</span>
                          ) : (
                            "—"
                          )}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {t("events.latency", { ms: e.latencyMs })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `${path}?${qs({ page: p > 1 ? String(p) : "" })}`}
                label={t("common.pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
