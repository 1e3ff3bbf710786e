import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Download, UserPlus, Users } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { MEMBER_FILTER_KEYS, type MemberSort } from "@/features/staff/members/server/filter";
import { MEMBERS_CSV_CAP } from "@/features/staff/members/server/limits";
import { query, requestCaller } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { ApprovalQueue } from "./approval-queue";
import { FiltersForm } from "./filters-form";
import { MembersTable } from "./members-table";
import { MEMBERS_PAGE } from "./operations";
import { readSearch } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/Membreslist");

/**
 * /Membreslist: the approval queue, then every account, rendered on the server from the URL's
 * filters, order and page (filters as a GET form, pages and sorting as links, CSV by a REST handler).
 */
async function MembersListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const t = await getTranslations("members");
  const { values, page, params } = readSearch(await searchParams, MEMBER_FILTER_KEYS);
  const [{ data, error }, caller] = await Promise.all([
    query({ query: MEMBERS_PAGE, variables: { filter: values, page }, fetchPolicy: "no-cache", errorPolicy: "all" }),
    requestCaller(),
  ]);
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.members;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const sort = (values.sort || "created") as MemberSort;
  const dir = (values.dir || (sort === "created" || sort === "lastLogin" ? "desc" : "asc")) as "asc" | "desc";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <div className="flex flex-wrap gap-2">
            {caller?.law === "ad" && (
              <Link href="/member" className="btn btn-primary">
                <UserPlus className="size-4" aria-hidden />
                {t("list.newMember")}
              </Link>
            )}
            {list && list.total > 0 && (
              <a
                href={`/api/members/csv?${params({})}`}
                className="btn btn-outline"
                download
                title={t("list.exportHint", { max: MEMBERS_CSV_CAP })}
              >
                <Download className="size-4" aria-hidden />
                {t("list.export")}
              </a>
            )}
          </div>
        }
      />
      {data && <ApprovalQueue members={data.pendingMembers} />}
      <Card>
        <CardBody className="flex flex-col gap-4">
          <FiltersForm values={values} />
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("list.invalid")}
            </p>
          ) : !list ? (
            <ErrorState title={t("list.error.title")} text={t("list.error.text")} />
          ) : list.total === 0 ? (
            <EmptyState icon={Users} title={t("list.empty.title")} text={t("list.empty.text")} testId="members-empty" />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("list.summary", { total: list.total })}
              </p>
              <MembersTable
                items={list.items}
                sort={sort}
                dir={dir}
                hrefOf={(s, d) => `/Membreslist?${params({ sort: s, dir: d, page: "" })}`}
              />
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `/Membreslist?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("list.pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/Membreslist", MembersListPage);
