import { Download, Users } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatMonth } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { LtvChart } from "@/features/staff/stats/ui/ltv-chart";
import { queryString, searchParam } from "@/components/data/search-params";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { LTV_CSV_CAP } from "@/features/staff/stats/server/ltv";
import { query } from "@/lib/apollo/server";
import { CohortsTable, ClientsTable } from "./ltv-tables";
import { LTV } from "./operations";

export const generateMetadata = routeMetadata("/ltv");

const COHORT = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /ltv: lifetime value of the advertisers per sign-up cohort (table and chart), and the clients of a
 * cohort 10 per page, rendered on the server from the URL's cohort and page; CSV of the same clients.
 */
export default async function LtvPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("staffStats");
  const locale = await getLocale();
  const raw = await searchParams;
  const cohort = COHORT.test(searchParam(raw, "cohort")) ? searchParam(raw, "cohort") : "";
  const page = Math.max(1, Number.parseInt(searchParam(raw, "page"), 10) || 1);
  const { data, error } = await query({
    query: LTV,
    variables: { cohort: cohort || null, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const cohorts = error ? undefined : data?.ltvCohorts;
  const clients = error ? undefined : data?.ltvClients;
  const href = (extra: Record<string, string>) => {
    const s = queryString({ cohort }, extra);
    return s ? `?${s}` : "";
  };
  const best = cohorts?.reduce<(typeof cohorts)[number] | null>(
    (b, c) => (!b || c.revenuePerClientCents > b.revenuePerClientCents ? c : b),
    null,
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("ltv.title")}
        description={t("ltv.description")}
        actions={
          clients && clients.total > 0 ? (
            <a
              href={`/api/stats/ltv/csv${href({})}`}
              className="btn btn-outline"
              download
              title={t("ltv.exportHint", { max: LTV_CSV_CAP })}
            >
              <Download className="size-4" aria-hidden />
              {t("ltv.export")}
            </a>
          ) : undefined
        }
      />
      {!cohorts || !clients ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : cohorts.length === 0 ? (
        <EmptyState icon={Users} title={t("ltv.empty.title")} text={t("ltv.empty.text")} testId="ltv-empty" />
      ) : (
        <>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{t("ltv.cohorts")}</h2>
              <LtvChart
                data={cohorts.map((c) => ({
                  cohort: c.cohort,
                  revenue: c.revenuePerClientCents,
                  margin: c.marginPerClientCents,
                }))}
                locale={locale}
                names={{ revenue: t("ltv.ltv"), margin: t("ltv.marginPerClient") }}
                caption={t("ltv.chartCaption")}
                summary={t("ltv.chartSummary", {
                  count: cohorts.length,
                  best: best ? formatMoney(locale, best.revenuePerClientCents) : "—",
                  cohort: best ? formatMonth(locale, best.cohort, "long") : "—",
                })}
              />
              <CohortsTable rows={cohorts} />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">{t("ltv.clientsTitle")}</h2>
              <form method="get" action="/ltv" className="flex flex-wrap items-end gap-3">
                <div className="flex w-full flex-col gap-1 sm:w-56">
                  <Label htmlFor="ltv-cohort">{t("ltv.cohort")}</Label>
                  <Select id="ltv-cohort" name="cohort" defaultValue={cohort}>
                    <option value="">{t("ltv.allCohorts")}</option>
                    {cohorts.map((c) => (
                      <option key={c.cohort} value={c.cohort}>
                        {formatMonth(locale, c.cohort, "long")}
                      </option>
                    ))}
                  </Select>
                </div>
                <button type="submit" className="btn btn-primary">
                  {t("ltv.filter")}
                </button>
                {cohort && (
                  <Link href="/ltv" className="btn btn-outline">
                    {t("period.reset")}
                  </Link>
                )}
              </form>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("ltv.summary", { total: clients.total })}
              </p>
              <ClientsTable rows={clients.items} />
              <PageLinks
                page={clients.page}
                pageCount={Math.max(1, Math.ceil(clients.total / clients.pageSize))}
                href={(p) => `/ltv${href({ page: p > 1 ? String(p) : "" })}`}
                label={t("ltv.pagination")}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
