import { CircleAlert, Download, Euro, FileText, Receipt } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatMoney } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import type { BillingPlatform, InvoiceSource } from "@/lib/domain/states";
import { InvoiceFilters } from "./filters";
import { GenerateMonth, type MonthOption } from "./generate-month";
import { InvoiceTable } from "./invoice-table";
import { INVOICEABLE_MONTHS, MY_INVOICES, REPORT_INVOICES } from "./operations";
import { readFilters } from "./search-params";

type Raw = Record<string, string | string[] | undefined>;

/**
 * An invoice list rendered on the server from the URL (filters, page): an advertiser's own invoices
 * (/FactureAnnonceur, /New_FactureAnnonceur) or one report list (/report/factures…). Totals cover
 * everything the filters select, not just the page.
 */
export async function InvoiceListScreen({
  mode,
  path,
  title,
  description,
  platforms,
  source,
  generate,
  extra,
  searchParams,
}: {
  mode: "advertiser" | "admin";
  path: string;
  title: string;
  description?: string;
  platforms: readonly BillingPlatform[];
  source?: InvoiceSource;
  /** Validated months to generate from (perf/coreg report list). */
  generate?: boolean;
  /** A panel shown above the list (the Weedo market list's prepayments still to invoice). */
  extra?: ReactNode;
  searchParams: Raw;
}) {
  const t = await getTranslations("invoices");
  const locale = await getLocale();
  const { values, filter, page, params } = readFilters(searchParams, platforms);
  const variables = { filter: { ...filter, source: source ?? null } };
  const { data, error } =
    mode === "advertiser"
      ? await query({ query: MY_INVOICES, variables, fetchPolicy: "no-cache", errorPolicy: "all" }).then((r) => ({
          data: r.data?.myInvoices,
          error: r.error,
        }))
      : await query({ query: REPORT_INVOICES, variables, fetchPolicy: "no-cache", errorPolicy: "all" }).then((r) => ({
          data: r.data?.invoices,
          error: r.error,
        }));
  let months: MonthOption[] = [];
  if (generate) {
    const answers = await Promise.all(
      (["perf", "coreg"] as const).map((platform) =>
        query({ query: INVOICEABLE_MONTHS, variables: { platform }, fetchPolicy: "no-cache", errorPolicy: "all" }),
      ),
    );
    // Plain objects only cross into a client component (Apollo's results are frozen).
    months = answers.flatMap((a) =>
      (a.data?.invoiceableMonths ?? []).map((m) => ({
        platform: m.platform,
        month: m.month,
        clients: m.clients,
        invoiced: m.invoiced,
      })),
    );
  }
  const csv = new URLSearchParams(params({ page: "" }));
  csv.set("kind", "invoices");
  for (const p of filter.platforms) csv.append("platform", p);
  csv.delete("search");
  const pageCount = data ? Math.max(1, Math.ceil(data.total / 10)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          mode === "admin" && data && data.total > 0 ? (
            <a
              href={`/api/invoices/export?${csv.toString()}`}
              className="btn btn-outline"
              download
              data-testid="invoices-csv"
            >
              <Download className="size-4" aria-hidden />
              {t("csv")}
            </a>
          ) : undefined
        }
      />
      {data && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <KpiCard
            id="invoices-count"
            label={t("totals.count")}
            display={String(data.totals.count)}
            value={data.totals.count}
            icon={FileText}
          />
          <KpiCard
            id="invoices-ht"
            label={t("totals.ht")}
            display={formatMoney(locale, data.totals.ht_cents)}
            value={data.totals.ht_cents}
            icon={Euro}
          />
          <KpiCard
            id="invoices-ttc"
            label={t("totals.ttc")}
            display={formatMoney(locale, data.totals.amount_cents)}
            value={data.totals.amount_cents}
            icon={Receipt}
          />
          <KpiCard
            id="invoices-due"
            label={t("totals.due")}
            display={formatMoney(locale, data.totals.due_cents)}
            value={data.totals.due_cents}
            icon={CircleAlert}
            tone={data.totals.due_cents > 0 ? "warning" : "default"}
          />
        </div>
      )}
      {generate && (
        <Card>
          <CardBody className="flex flex-col gap-2">
            <h2 className="text-base font-semibold">{t("generate.heading")}</h2>
            <GenerateMonth months={months} />
          </CardBody>
        </Card>
      )}
      {extra}
      <Card>
        <CardBody className="flex flex-col gap-4">
          <InvoiceFilters action={path} values={values} platforms={platforms} einvoice />
          {!data ? (
            <ErrorState title={t("error.title")} text={error ? t("error.text") : t("error.text")} />
          ) : data.total === 0 ? (
            <EmptyState icon={FileText} title={t("empty.title")} text={t("empty.text")} testId="invoices-empty" />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("summary", { total: data.total })}
              </p>
              <InvoiceTable rows={data.rows} admin={mode === "admin"} />
              <PageLinks
                page={page}
                pageCount={pageCount}
                href={(p) => `${path}?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
