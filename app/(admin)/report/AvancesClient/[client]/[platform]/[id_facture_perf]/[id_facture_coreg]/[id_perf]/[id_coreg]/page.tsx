import { Download, FileText } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatDate, formatDateTime, formatMoney } from "@/components/data/format";
import { CLIENT_ADVANCES } from "@/features/billing/reports/ui/operations";
import { muted, ReportTable, Td, Th } from "@/features/billing/reports/ui/table";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { BILLING_PLATFORMS } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";

export const generateMetadata = routeMetadata(
  "/report/AvancesClient/{client}/{platform}/{id_facture_perf}/{id_facture_coreg}/{id_perf}/{id_coreg}",
);

type Params = {
  client: string;
  platform: string;
  id_facture_perf: string;
  id_facture_coreg: string;
  id_perf: string;
  id_coreg: string;
};

const int = (s: string) => (/^\d{1,9}$/.test(s) ? Number(s) : null);

/**
 * /report/AvancesClient/{client}/{platform}/{id_facture_perf}/{id_facture_coreg}/{id_perf}/{id_coreg}
 * (the legacy URL, kept for bookmarks; reached from /report/CaClient): a client's invoices with the
 * credit notes and payments applied to each and what remains owed, and its marketplace advances
 * (prepayments) with what was spent of them. {client} is the account, {id_perf}/{id_coreg} its MyAffil
 * and MyCoreg client ids (0: the account's own), the invoice ids are highlighted (0: none).
 */
export default async function ClientAdvancesPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const p = await params;
  const ids = [p.client, p.id_facture_perf, p.id_facture_coreg, p.id_perf, p.id_coreg].map(int);
  if (ids.some((n) => n === null) || !(BILLING_PLATFORMS as readonly string[]).includes(p.platform)) notFound();
  const [client, factPerf, factCoreg, idPerf, idCoreg] = ids as number[];
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const page = Math.max(1, Number.parseInt(String((await searchParams).page ?? "1"), 10) || 1);
  const { data } = await query({
    query: CLIENT_ADVANCES,
    variables: { client: client!, idPerf: idPerf!, idCoreg: idCoreg!, page },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  if (data && !data.clientAdvances) notFound();
  const a = data?.clientAdvances;
  const here = `/report/AvancesClient/${client}/${p.platform}/${factPerf}/${factCoreg}/${idPerf}/${idCoreg}`;
  const highlighted = new Set([factPerf, factCoreg].filter((n) => n! > 0));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("advances.title", { name: a?.client.name || t("unknownClient") })}
        description={t("advances.description")}
        actions={
          <Link href="/report/CaClient" className="btn btn-outline">
            {t("advances.back")}
          </Link>
        }
      />
      {!a ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : (
        <>
          <Card>
            <CardBody className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="advances-summary">
              {(
                [
                  ["invoicedTtc", a.totals.ttc_cents],
                  ["creditedTtc", a.totals.credited_cents],
                  ["settled", a.totals.settled_cents],
                  ["remaining", a.totals.remaining_cents],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="flex flex-col">
                  <span className={muted}>{t(`advances.totals.${k}`)}</span>
                  <span className="text-lg font-semibold tabular-nums" data-testid={`advances-${k}`}>
                    {formatMoney(locale, v)}
                  </span>
                </div>
              ))}
              <p className={cn(muted, "sm:col-span-2 lg:col-span-4")}>
                {t("advances.ids", { perf: a.client.id_perf, coreg: a.client.id_coreg, market: a.client.id_market })}
              </p>
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-base font-semibold">{t("advances.invoicesTitle")}</h2>
              {a.total === 0 ? (
                <EmptyState
                  icon={FileText}
                  title={t("advances.noInvoices.title")}
                  text={t("advances.noInvoices.text")}
                  testId="advances-no-invoices"
                />
              ) : (
                <>
                  <ReportTable testId="advances-invoices" minWidth={900}>
                    <thead>
                      <tr>
                        <Th>{t("columns.invoice")}</Th>
                        <Th>{t("columns.platform")}</Th>
                        <Th>{t("columns.issueDate")}</Th>
                        <Th num>{t("columns.ttc")}</Th>
                        <Th num>{t("columns.creditedTtc")}</Th>
                        <Th num>{t("columns.settled")}</Th>
                        <Th num>{t("columns.remaining")}</Th>
                        <Th>{t("columns.status")}</Th>
                        <Th>
                          <span className="sr-only">{t("download.pdf")}</span>
                        </Th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.invoices.map((i) => (
                        <tr
                          key={i.id}
                          className={cn("dt-row", highlighted.has(i.id) && "bg-emerald-50 dark:bg-emerald-950/40")}
                          aria-current={highlighted.has(i.id) ? "true" : undefined}
                          data-testid={`advance-invoice-${i.id}`}
                        >
                          <Td className="whitespace-nowrap font-medium">
                            {i.number}
                            {i.from_prepayment ? (
                              <span className={`block ${muted}`}>{t("advances.fromPrepayment")}</span>
                            ) : null}
                          </Td>
                          <Td>{t(`platforms.${i.platform}`)}</Td>
                          <Td className="whitespace-nowrap">{formatDate(locale, i.issue_date)}</Td>
                          <Td num>{formatMoney(locale, i.ttc_cents)}</Td>
                          <Td num>{formatMoney(locale, i.credited_cents)}</Td>
                          <Td num>{formatMoney(locale, i.settled_cents)}</Td>
                          <Td num className="font-medium">
                            {formatMoney(locale, i.remaining_cents)}
                          </Td>
                          <Td>{t(`invoiceStates.${i.state}`)}</Td>
                          <Td>
                            <a
                              href={`/api/invoices/${i.id}/pdf`}
                              download
                              className="inline-flex items-center gap-1 hover:underline"
                            >
                              <Download className="size-4" aria-hidden />
                              {t("download.pdf")}
                            </a>
                          </Td>
                        </tr>
                      ))}
                    </tbody>
                  </ReportTable>
                  <PageLinks
                    page={a.page}
                    pageCount={Math.max(1, Math.ceil(a.total / 10))}
                    href={(n) => (n > 1 ? `${here}?page=${n}` : here)}
                    label={t("advances.pagination")}
                  />
                </>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              <h2 className="text-base font-semibold">{t("advances.prepaymentsTitle")}</h2>
              <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="advances-balance">
                {(
                  [
                    ["prepaid", a.advance.prepaid_cents],
                    ["spent", a.advance.spent_cents],
                    ["refunded", a.advance.refunded_cents],
                    ["promo", a.advance.promo_cents],
                    ["adjustment", a.advance.adjustment_cents],
                    ["balance", a.advance.balance_cents],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="flex flex-col">
                    <dt className={muted}>{t(`advances.balance.${k}`)}</dt>
                    <dd className="font-semibold tabular-nums" data-testid={`advance-${k}`}>
                      {formatMoney(locale, v)}
                    </dd>
                  </div>
                ))}
              </dl>
              {a.prepayments.length === 0 ? (
                <p className={muted}>{t("advances.noPrepayments")}</p>
              ) : (
                <ReportTable testId="advances-prepayments" minWidth={600}>
                  <thead>
                    <tr>
                      <Th>{t("columns.validatedAt")}</Th>
                      <Th num>{t("columns.amountHt")}</Th>
                      <Th>{t("columns.reference")}</Th>
                      <Th>{t("columns.invoice")}</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {a.prepayments.map((x) => (
                      <tr key={x.id} className="dt-row">
                        <Td className="whitespace-nowrap">
                          {x.decided_at ? formatDateTime(locale, x.decided_at) : "—"}
                        </Td>
                        <Td num>{formatMoney(locale, x.amount_cents)}</Td>
                        <Td>{x.reference || "—"}</Td>
                        <Td>{x.invoice_number ?? t("advances.notInvoiced")}</Td>
                      </tr>
                    ))}
                  </tbody>
                </ReportTable>
              )}
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
