import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Download, ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { LIST_MAX_ROWS } from "@/features/check/verification/server/list-upload";
import { query } from "@/lib/apollo/server";
import { AccountCard } from "./account-card";
import { CheckFilters } from "./check-filters";
import { plain } from "./labels";
import { ListUpload } from "./list-upload";
import { CHECK_VERIFICATIONS } from "./operations";
import { filterValues, type SearchParams } from "./search-params";
import { VerificationsTable } from "./verifications-table";
import { VerifyOneForm } from "./verify-one-form";

/**
 * /weedocheck/{admin,annonceur,editeur}/verifications: verify one contact or a CSV list (clients), and
 * the verifications, filtered and paged on the server (a client sees its own; an administrator every
 * client's), with their CSV.
 */
export async function VerificationsScreen({
  base,
  admin,
  searchParams,
}: {
  base: string;
  admin: boolean;
  searchParams: SearchParams;
}) {
  const t = await getTranslations("weedoCheck");
  const { values, page, query: qs } = filterValues(searchParams);
  const { data, error } = await query({
    query: CHECK_VERIFICATIONS,
    variables: { filter: values, page, admin },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.checkVerifications;
  const account = data?.checkAccount ?? null;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const path = `${base}/verifications`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("verifications.title")}
        description={t("verifications.description")}
        actions={
          list && list.total > 0 ? (
            <a href={`/api/check/verifications/csv?${qs()}`} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("common.export")}
            </a>
          ) : undefined
        }
      />
      {!admin && !account && data && (
        <p role="status" className="rounded-md border border-amber-300 p-3 text-sm dark:border-amber-800">
          {t("common.noProduct")}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        {(admin || account) && (
          <Card>
            <CardBody>
              <VerifyOneForm clients={admin ? plain(data?.checkClients ?? []) : null} />
            </CardBody>
          </Card>
        )}
        {account && (
          <Card>
            <CardBody className="flex flex-col gap-6">
              <ListUpload maxRows={LIST_MAX_ROWS} recent={plain(data?.checkLists ?? [])} />
            </CardBody>
          </Card>
        )}
        {account && (
          <Card>
            <CardBody>
              <AccountCard keyPrefix={account.keyPrefix} planMonthly={account.planMonthly} />
            </CardBody>
          </Card>
        )}
      </div>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <CheckFilters action={path} values={values} clients={admin ? (data?.checkClients ?? []) : null} search />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("common.invalidFilter")}
            </p>
          ) : !list ? (
            <ErrorState title={t("common.errorTitle")} text={t("common.errorText")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title={t("verifications.emptyTitle")}
              text={t("verifications.emptyText")}
              testId="check-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("verifications.summary", { total: list.total })}
              </p>
              <VerificationsTable rows={list.items} showClient={admin} />
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
