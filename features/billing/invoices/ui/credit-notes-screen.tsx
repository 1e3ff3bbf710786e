import { Download, FileDown, ReceiptText } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { BILLING_PLATFORMS } from "@/lib/domain/states";
import { InvoiceFilters } from "./filters";
import { CREDIT_NOTES } from "./operations";
import { readFilters } from "./search-params";

const th = "px-3 py-2 font-medium";
const num = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const PATH = "/report/facturesAvoir";

/** /report/facturesAvoir: every credit note, newest first, rendered on the server from the URL. */
export async function CreditNotesScreen({
  searchParams,
  title,
}: {
  searchParams: Record<string, string | string[] | undefined>;
  title: string;
}) {
  const t = await getTranslations("invoices");
  const locale = await getLocale();
  const { values, filter, page, params } = readFilters(searchParams, BILLING_PLATFORMS);
  const { data: answer } = await query({
    query: CREDIT_NOTES,
    variables: { filter: { ...filter, state: null } },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const data = answer?.creditNotes;
  const csv = new URLSearchParams({ kind: "credit_notes" });
  if (values.from) csv.set("from", values.from);
  if (values.to) csv.set("to", values.to);
  for (const p of filter.platforms) csv.append("platform", p);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / 10)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={
          data
            ? t("creditNotes.summary", { total: data.total, amount: formatMoney(locale, data.amount_cents) })
            : undefined
        }
        actions={
          data && data.total > 0 ? (
            <a
              href={`/api/invoices/export?${csv.toString()}`}
              className="btn btn-outline"
              download
              data-testid="credit-notes-csv"
            >
              <Download className="size-4" aria-hidden />
              {t("csv")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <InvoiceFilters action={PATH} values={values} platforms={BILLING_PLATFORMS} states={false} />
          {!data ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : data.total === 0 ? (
            <EmptyState
              icon={ReceiptText}
              title={t("creditNotes.emptyTitle")}
              text={t("creditNotes.emptyText")}
              testId="credit-notes-empty"
            />
          ) : (
            <>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[820px] text-left text-sm" data-testid="credit-note-table">
                  <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <tr>
                      <th scope="col" className={th}>
                        {t("columns.number")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.invoice")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.client")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.issued")}
                      </th>
                      <th scope="col" className={th}>
                        {t("columns.reason")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("columns.ht")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("columns.ttc")}
                      </th>
                      <th scope="col" className={th}>
                        <span className="sr-only">{t("columns.actions")}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((n) => (
                      <tr key={n.id} className="dt-row" data-testid={`credit-note-${n.number}`}>
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{n.number}</td>
                        <td className="px-3 py-2 font-mono whitespace-nowrap">{n.invoice_number}</td>
                        <td className="px-3 py-2">{n.buyer_name}</td>
                        <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(locale, n.issued_at)}</td>
                        <td className="px-3 py-2">
                          {t(`reasons.${n.reason}`)}
                          {n.comment && (
                            <span className="block text-xs text-zinc-600 dark:text-zinc-400">{n.comment}</span>
                          )}
                        </td>
                        <td className={num}>{formatMoney(locale, n.ht_cents)}</td>
                        <td className={num}>{formatMoney(locale, n.amount_cents)}</td>
                        <td className="px-3 py-2 text-right">
                          <a
                            href={`/api/credit-notes/${n.id}/pdf`}
                            download
                            className="btn btn-outline px-2 py-1 text-xs"
                            aria-label={t("pdfOf", { number: n.number })}
                          >
                            <FileDown className="size-4" aria-hidden />
                            PDF
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PageLinks
                page={page}
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
