import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Download, MailX } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { formatDateTime } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { DATA_SUPPRESSIONS } from "@/features/data/contacts/ui/operations";
import { readSearch } from "@/components/data/search-params";
import { SuppressionTools } from "@/features/data/contacts/ui/suppression-tools";
import { SUPPRESSION_FILTER_KEYS } from "@/features/data/contacts/server/filters";
import { SUPPRESSION_CSV_CAP } from "@/features/data/contacts/server/suppression";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedodata/admin/contactsDesabonnes");

const PATH = "/weedodata/admin/contactsDesabonnes";

/** contactsDesabonnes: the suppression list every send and marketplace sale honours: search, add, import, export. */
async function SuppressionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  const { values, page, params } = readSearch(await searchParams, SUPPRESSION_FILTER_KEYS);
  const { data, error } = await query({
    query: DATA_SUPPRESSIONS,
    variables: { filter: values, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const list = data?.dataSuppressions;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("suppressions.title")}
        description={t("suppressions.description")}
        actions={
          list && list.total > 0 ? (
            <a
              href={`/api/data/suppressions/csv?${params()}`}
              className="btn btn-outline"
              download
              title={t("exportHint", { max: SUPPRESSION_CSV_CAP })}
            >
              <Download className="size-4" aria-hidden />
              {t("export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody>
          <SuppressionTools />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form method="get" action={PATH} aria-label={t("filters.legend")} className="flex flex-wrap items-end gap-3">
            <div className="flex w-full flex-col gap-1 sm:w-56">
              <Label htmlFor="sup-search">{t("filters.search")}</Label>
              <Input
                id="sup-search"
                name="search"
                type="search"
                defaultValue={values.search}
                maxLength={120}
                data-testid="suppression-search"
              />
            </div>
            {(["source", "theme"] as const).map((k) => (
              <div key={k} className="flex w-full flex-col gap-1 sm:w-48">
                <Label htmlFor={`sup-${k}`}>{t(`filters.${k}`)}</Label>
                <Select id={`sup-${k}`} name={k} defaultValue={values[k]}>
                  <option value="">{t("filters.any")}</option>
                  {(k === "source" ? data?.dataFacets.sources : data?.dataFacets.themes)?.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
            <div className="flex flex-col gap-1">
              <Label htmlFor="sup-from">{t("filters.from")}</Label>
              <Input id="sup-from" name="from" type="date" defaultValue={values.from} className="w-40" />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="sup-to">{t("filters.to")}</Label>
              <Input id="sup-to" name="to" type="date" defaultValue={values.to} className="w-40" />
            </div>
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary">
                {t("filters.apply")}
              </button>
              <Link href={PATH} className="btn btn-outline">
                {t("filters.reset")}
              </Link>
            </div>
          </form>
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !list ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={MailX}
              title={t("suppressions.emptyTitle")}
              text={t("suppressions.emptyText")}
              testId="suppressions-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("suppressions.summary", { total: list.total })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[640px] text-left text-sm" data-testid="suppressions-table">
                  <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <tr>
                      {(["email", "source", "theme", "channel", "unsubscribedAt"] as const).map((c) => (
                        <th key={c} scope="col" className="px-3 py-2 font-medium">
                          {t(`columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((s) => (
                      <tr key={s.email} className="dt-row">
                        <td className="px-3 py-2 font-mono text-xs break-all">{s.email}</td>
                        <td className="px-3 py-2">{s.source ?? "—"}</td>
                        <td className="px-3 py-2">{s.theme ?? "—"}</td>
                        <td className="px-3 py-2">
                          <span className="badge badge-neutral">{t(`channels.${s.channel as "admin"}`)}</span>
                        </td>
                        <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                          {formatDateTime(locale, s.createdAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PageLinks
                page={list.page}
                pageCount={pageCount}
                href={(p) => `${PATH}?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default withClientMessages("(admin)/weedodata/admin/contactsDesabonnes", SuppressionsPage);
