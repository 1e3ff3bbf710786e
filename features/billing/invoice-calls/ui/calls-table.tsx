import { FileText, Receipt } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatMoney, formatMonth } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { EmptyState } from "@/components/ui/states/states";
import { INVOICE_CALL_STATUSES, type InvoiceCallStatus } from "@/lib/domain/states";
import { CallActions } from "./call-actions";
import type { InvoiceCallData } from "./operations";
import { CallStatusBadge } from "./status-badge";
import { UploadInvoice } from "./upload-invoice";
import { MatchSummary } from "@/features/billing/incoming-invoices/ui/match-summary";
import { queryString } from "@/components/data/search-params";

const PAGE_SIZE = 10;
const UPLOADABLE: InvoiceCallStatus[] = ["waiting_invoice", "submitted", "refused"];

/**
 * The invoice calls as a server-rendered table (state filter and pages are links): the publisher gets
 * its upload control per call, an administrator its decisions.
 */
export async function CallsTable({
  calls,
  mode,
  path,
  status,
  page,
  canDecide = false,
  bankLabel = null,
}: {
  calls: InvoiceCallData[];
  mode: "publisher" | "admin";
  /** This page's address (filters and pages are its query string). */
  path: string;
  status: InvoiceCallStatus | "";
  page: number;
  canDecide?: boolean;
  /** The masked account a payment would go to (admin), or null when none is given. */
  bankLabel?: string | null;
}) {
  const t = await getTranslations("invoiceCalls");
  const locale = await getLocale();
  const rows = status ? calls.filter((c) => c.status === status) : calls;
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const total = rows.reduce((s, c) => s + c.amount_cents, 0);
  const link = (extra: Record<string, string>) => {
    const q = queryString({ status }, extra);
    return q ? `${path}?${q}` : path;
  };
  const chip = (active: boolean) =>
    active
      ? "rounded-full bg-emerald-600 px-3 py-1 text-xs font-medium text-white"
      : "rounded-full border border-zinc-300 px-3 py-1 text-xs hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("filter")} className="flex flex-wrap gap-2">
        <Link
          href={link({ status: "", page: "" })}
          className={chip(!status)}
          aria-current={!status ? "page" : undefined}
        >
          {t("all")}
        </Link>
        {INVOICE_CALL_STATUSES.map((s) => (
          <Link
            key={s}
            href={link({ status: s, page: "" })}
            className={chip(status === s)}
            aria-current={status === s ? "page" : undefined}
          >
            {t(`status.${s}`)}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <EmptyState icon={Receipt} title={t("empty.title")} text={t("empty.text")} testId="calls-empty" />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-sm" data-testid="invoice-calls">
              <thead className="text-left text-xs text-zinc-600 uppercase dark:text-zinc-400">
                <tr className="border-b border-zinc-200 dark:border-zinc-800">
                  <th scope="col" className="py-2 pr-3">
                    {t("columns.month")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("columns.platform")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("columns.amount")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("columns.status")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("columns.invoice")}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t("columns.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((c) => (
                  <tr
                    key={c.id}
                    className="border-b border-zinc-100 align-top dark:border-zinc-800/60"
                    data-call={c.id}
                  >
                    <td className="py-2 pr-3 font-medium">{formatMonth(locale, c.month.slice(0, 7), "long")}</td>
                    <td className="py-2 pr-3">{t(`platforms.${c.platform}`)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(locale, c.amount_cents)}</td>
                    <td className="py-2 pr-3">
                      <CallStatusBadge status={c.status} label={t(`status.${c.status}`)} />
                      {c.status === "refused" && c.refusal_reason && (
                        <p className="mt-1 text-xs text-red-700 dark:text-red-400">
                          {t("refusedBecause", { reason: c.refusal_reason })}
                        </p>
                      )}
                      {c.paid_at && (
                        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                          {t("paidOn", { date: formatDate(locale, c.paid_at) })}
                        </p>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      {c.invoice_url ? (
                        <a
                          href={c.invoice_url}
                          className="inline-flex items-center gap-1 underline underline-offset-2"
                          download
                        >
                          <FileText className="size-4" aria-hidden />
                          <span className="max-w-40 truncate">{c.invoice_file_name ?? t("download")}</span>
                        </a>
                      ) : (
                        t("noInvoice")
                      )}
                      <MatchSummary callId={c.id} format={c.invoice_format ?? null} match={c.invoice_match ?? null} />
                    </td>
                    <td className="py-2 text-right">
                      {mode === "publisher" && UPLOADABLE.includes(c.status) && (
                        <UploadInvoice callId={c.id} again={c.status !== "waiting_invoice"} />
                      )}
                      {mode === "admin" && canDecide && (
                        <CallActions
                          id={c.id}
                          status={c.status}
                          amount={formatMoney(locale, c.amount_cents)}
                          bankLabel={bankLabel}
                          format={c.invoice_format ?? null}
                          match={
                            c.invoice_match
                              ? {
                                  ok: c.invoice_match.ok,
                                  number: c.invoice_match.number,
                                  differences: c.invoice_match.fields.filter((f) => !f.ok).map((f) => f.field),
                                }
                              : null
                          }
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm font-medium">{t("total", { amount: formatMoney(locale, total) })}</p>
          <PageLinks page={current} pageCount={pageCount} href={(p) => link({ page: p > 1 ? String(p) : "" })} />
        </>
      )}
    </div>
  );
}
