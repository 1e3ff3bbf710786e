import { CircleAlert, Download, Inbox } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, todayInParis } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import type { SearchParams } from "@/components/data/search-params";
import { ExtractTable } from "@/features/mongustave/advertiser/ui/extract-table";
import { MG_EXTRACT_MER } from "@/features/mongustave/advertiser/ui/operations";
import { MgPeriodFilter } from "@/features/mongustave/advertiser/ui/period-filter";
import { readMgPeriod } from "@/features/mongustave/advertiser/ui/period-input";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { EXTRACT_CSV_CAP } from "@/features/mongustave/advertiser/server/advertiser-extract";
import { query } from "@/lib/apollo/server";

export const generateMetadata = routeMetadata("/mongustave/annonceur/extract-mer");

const PATH = "/mongustave/annonceur/extract-mer";

/**
 * /mongustave/annonceur/extract-mer (the extractMer ids only, checked by the route, the API field and
 * the CSV route alike): the leads the advertiser bought over a period, 10 per page, and their CSV.
 */
export default async function MgExtractMerPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("mongustaveAdvertiser");
  const locale = await getLocale();
  const today = todayInParis();
  const input = readMgPeriod(await searchParams, today);
  const { data, error } = await query({
    query: MG_EXTRACT_MER,
    variables: { filter: { ...input.range, product: input.product || null, page: input.page } },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const x = error ? undefined : data?.mgExtractMer;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("extract.title")}
        description={t("extract.description")}
        actions={
          x && x.total > 0 ? (
            <a
              href={`/api/mongustave/annonceur/extract-mer/csv?${input.params()}`}
              className="btn btn-primary"
              download
              title={t("extract.downloadHint", { max: EXTRACT_CSV_CAP })}
              data-testid="mg-extract-download"
            >
              <Download className="size-4" aria-hidden />
              {t("extract.download")}
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
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("exclusionNote")}</p>
        </CardBody>
      </Card>
      {!x ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : x.total === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t("extract.empty.title")}
          text={t("extract.empty.text")}
          testId="mg-extract-empty"
        />
      ) : (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite" data-testid="mg-extract-summary">
              {t("extract.summary", { total: x.total, amount: formatMoney(locale, x.totalCents) })}
            </p>
            <ExtractTable rows={x.rows} />
            <PageLinks
              page={x.page}
              pageCount={Math.max(1, Math.ceil(x.total / x.pageSize))}
              href={(p) => `${PATH}?${input.params(p > 1 ? { page: String(p) } : {})}`}
              label={t("extract.pagination")}
            />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
