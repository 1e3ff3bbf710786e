import { ArrowDown, ArrowUp, Download, Receipt } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatMoney, formatNumber } from "@/components/data/format";
import { CLIENT_REVENUE } from "@/features/billing/reports/ui/operations";
import { muted, ReportTable, Td, Th } from "@/features/billing/reports/ui/table";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { REVENUE_SORTS } from "@/features/billing/reports/server/client-revenue";
import { currentMonth, monthsBefore } from "@/features/billing/reports/server/period";
import { query } from "@/lib/apollo/server";
import { BILLING_PLATFORMS } from "@/lib/domain/states";
import { queryString, searchParam } from "@/components/data/search-params";
import { parisDay } from "@/lib/domain/paris-time";

export const generateMetadata = routeMetadata("/report/CaClient");

type Sort = (typeof REVENUE_SORTS)[number];
const KEYS = ["from", "to", "platform", "search", "sort", "dir"] as const;

/**
 * /report/CaClient: revenue per client over a period (invoices issued in it, less their credit
 * notes), sortable by column (links: the URL holds the sort), CSV, and each client's advances.
 */
export default async function ClientRevenuePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const raw = await searchParams;
  const one = (k: string) => searchParam(raw, k);
  const today = parisDay(new Date());
  const values = Object.fromEntries(KEYS.map((k) => [k, one(k)])) as Record<(typeof KEYS)[number], string>;
  values.from ||= `${monthsBefore(currentMonth(), 11)}-01`;
  values.to ||= today;
  const sort: Sort = (REVENUE_SORTS as readonly string[]).includes(values.sort) ? (values.sort as Sort) : "net";
  const dir = values.dir === "asc" ? "asc" : "desc";
  const page = Math.max(1, Number.parseInt(one("page"), 10) || 1);
  const { data } = await query({
    query: CLIENT_REVENUE,
    variables: {
      filter: {
        from: values.from,
        to: values.to,
        platform: values.platform || null,
        search: values.search || null,
        sort,
        dir,
      },
      page,
    },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = data?.clientRevenue;
  const params = (extra: Record<string, string>) => queryString({ ...values, sort, dir }, extra);
  const sortable = (key: Sort, label: string, num = true) => {
    const active = sort === key;
    const next = active && dir === "desc" ? "asc" : "desc";
    const Icon = dir === "asc" ? ArrowUp : ArrowDown;
    return (
      <Th num={num}>
        <Link
          href={`/report/CaClient?${params({ sort: key, dir: next, page: "" })}`}
          className="inline-flex items-center gap-1 hover:underline"
          aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
          data-testid={`sort-${key}`}
        >
          {label}
          {active ? <Icon className="size-3" aria-hidden /> : null}
        </Link>
      </Th>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("clientRevenue.title")}
        description={t("clientRevenue.description")}
        actions={
          list && list.total > 0 ? (
            <a href={`/api/reports/client-revenue/csv?${params({})}`} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("download.csv")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form
            method="get"
            action="/report/CaClient"
            aria-label={t("filters.legend")}
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="sort" value={sort} />
            <input type="hidden" name="dir" value={dir} />
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="ca-from">{t("filters.from")}</Label>
              <Input id="ca-from" name="from" type="date" defaultValue={values.from} required />
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-40">
              <Label htmlFor="ca-to">{t("filters.to")}</Label>
              <Input id="ca-to" name="to" type="date" defaultValue={values.to} required />
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-44">
              <Label htmlFor="ca-platform">{t("columns.platform")}</Label>
              <Select id="ca-platform" name="platform" defaultValue={values.platform}>
                <option value="">{t("filters.any")}</option>
                {BILLING_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {t(`platforms.${p}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-56">
              <Label htmlFor="ca-search">{t("filters.client")}</Label>
              <Input id="ca-search" name="search" type="search" defaultValue={values.search} maxLength={100} />
            </div>
            <button type="submit" className="btn btn-outline">
              {t("filters.apply")}
            </button>
          </form>
          {!list ? (
            <ErrorState title={t("error.title")} text={t("filters.invalid")} />
          ) : list.total === 0 ? (
            <EmptyState
              icon={Receipt}
              title={t("clientRevenue.empty.title")}
              text={t("clientRevenue.empty.text")}
              testId="revenue-empty"
            />
          ) : (
            <>
              <p className={muted} aria-live="polite">
                {t("clientRevenue.summary", {
                  total: list.total,
                  net: formatMoney(locale, list.net_cents),
                  paid: formatMoney(locale, list.paid_cents),
                  due: formatMoney(locale, list.due_cents),
                })}
              </p>
              <ReportTable testId="client-revenue" minWidth={980}>
                <thead>
                  <tr>
                    {sortable("name", t("columns.client"), false)}
                    {sortable("platform", t("columns.platform"), false)}
                    {sortable("invoices", t("columns.invoices"))}
                    <Th num>{t("columns.invoicedHt")}</Th>
                    <Th num>{t("columns.credited")}</Th>
                    {sortable("net", t("columns.netRevenue"))}
                    {sortable("paid", t("columns.paidTtc"))}
                    {sortable("due", t("columns.dueTtc"))}
                    <Th>
                      <span className="sr-only">{t("columns.advances")}</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((r) => (
                    <tr
                      key={`${r.platform}-${r.client_id}`}
                      className="dt-row"
                      data-testid={`revenue-${r.platform}-${r.client_id}`}
                    >
                      <Td>
                        {r.name || t("unknownClient")}
                        <span className={`block ${muted}`}>#{r.client_id}</span>
                      </Td>
                      <Td>{t(`platforms.${r.platform}`)}</Td>
                      <Td num>{formatNumber(locale, r.invoices)}</Td>
                      <Td num>{formatMoney(locale, r.ht_cents)}</Td>
                      <Td num>{formatMoney(locale, r.credited_cents)}</Td>
                      <Td num className="font-medium">
                        {formatMoney(locale, r.net_cents)}
                      </Td>
                      <Td num>{formatMoney(locale, r.paid_cents)}</Td>
                      <Td num>{formatMoney(locale, r.due_cents)}</Td>
                      <Td className="whitespace-nowrap">
                        {r.advances_path ? (
                          <Link
                            href={r.advances_path}
                            className="text-emerald-700 hover:underline dark:text-emerald-400"
                          >
                            {t("columns.advances")}
                          </Link>
                        ) : null}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </ReportTable>
              <PageLinks
                page={list.page}
                pageCount={Math.max(1, Math.ceil(list.total / 10))}
                href={(p) => `/report/CaClient?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("clientRevenue.pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
