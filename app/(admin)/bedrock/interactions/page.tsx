import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { BellRing, MessagesSquare, Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { InteractionFormDialog } from "@/features/staff/interactions/ui/interaction-form";
import { InteractionsTable } from "@/features/staff/interactions/ui/interactions-table";
import { INTERACTIONS_PAGE } from "@/features/staff/interactions/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { FILTER_KEYS, FiltersForm } from "./filters-form";
import { readSearch } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/bedrock/interactions");

/**
 * /bedrock/interactions: the staff's record of contacts with members. The follow-ups due come
 * first; then the list, filtered from the URL (a GET form) and paged by links, all rendered on the
 * server; recording, editing and deleting are the only client parts.
 */
async function InteractionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const t = await getTranslations("interactions");
  const { values, page, params } = readSearch(await searchParams, FILTER_KEYS);
  const { due, ...rest } = values;
  const { data, error } = await query({
    query: INTERACTIONS_PAGE,
    variables: { filter: { ...rest, due: due === "1" }, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.interactions;
  const dueList = data?.interactionsDue;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <InteractionFormDialog
            trigger={
              <button type="button" className="btn btn-primary" data-testid="interaction-new">
                <Plus className="size-4" aria-hidden />
                {t("new")}
              </button>
            }
          />
        }
      />
      {dueList && (
        <Card aria-labelledby="due-title" data-testid="interactions-due">
          <CardBody className="flex flex-col gap-3">
            <h2 id="due-title" className="flex items-center gap-2 text-lg font-semibold">
              <BellRing className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
              {t("due.title")}
              <span className="badge badge-warning">{t("due.summary", { total: dueList.total })}</span>
            </h2>
            {dueList.total === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("due.none")}</p>
            ) : (
              <InteractionsTable items={dueList.items} testId="interactions-due-table" />
            )}
          </CardBody>
        </Card>
      )}
      <Card>
        <CardBody className="flex flex-col gap-4">
          <FiltersForm values={values} staff={data?.interactionStaff ?? []} />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title={t("empty.title")}
              text={t("empty.text")}
              testId="interactions-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("summary", { total: list.total })}
              </p>
              <InteractionsTable items={list.items} testId="interactions-table" />
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `/bedrock/interactions?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/bedrock/interactions", InteractionsPage);
