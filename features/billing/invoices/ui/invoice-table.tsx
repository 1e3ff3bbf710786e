import { FileDown } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/data/format";
import { CORRECTABLE_STATUSES } from "@/features/billing/e-invoicing/statuses";
import { CorrectInvoiceButton } from "@/features/billing/e-invoicing/ui/correct-button";
import { LifecycleCell } from "@/features/billing/e-invoicing/ui/lifecycle-cell";
import { RetryDepositButton } from "@/features/billing/e-invoicing/ui/retry-deposit-button";
import type { InvoicePage } from "./operations";
import { InvoiceRowActions } from "./row-actions";
import { StateBadge } from "./state-badge";

const th = "px-3 py-2 font-medium";
const num = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** One page of invoices; administrators also get the client column and the payment / credit note actions. */
export async function InvoiceTable({ rows, admin }: { rows: InvoicePage["rows"]; admin: boolean }) {
  const t = await getTranslations("invoices");
  const locale = await getLocale();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[960px] text-left text-sm" data-testid="invoice-table">
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th scope="col" className={th}>
              {t("columns.number")}
            </th>
            <th scope="col" className={th}>
              {t("columns.platform")}
            </th>
            {admin && (
              <th scope="col" className={th}>
                {t("columns.client")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("columns.issued")}
            </th>
            <th scope="col" className={th}>
              {t("columns.due")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.ht")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.vat")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.ttc")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.remaining")}
            </th>
            <th scope="col" className={th}>
              {t("columns.state")}
            </th>
            <th scope="col" className={th}>
              {t("columns.einvoice")}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="dt-row" data-testid={`invoice-${r.number}`}>
              <td className="px-3 py-2">
                <span className="font-mono whitespace-nowrap">{r.number}</span>
                {r.replaces_number && (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {t("einvoice.replaces", { number: r.replaces_number })}
                  </span>
                )}
                {r.replaced_by && (
                  <span
                    className="block text-xs text-zinc-600 dark:text-zinc-400"
                    data-testid={`replaced-by-${r.number}`}
                  >
                    {t("einvoice.replacedBy", { number: r.replaced_by })}
                  </span>
                )}
                {r.credit_notes.length > 0 && (
                  <ul className="mt-1 flex flex-col gap-0.5 text-xs" data-testid={`credit-notes-${r.number}`}>
                    {r.credit_notes.map((n) => (
                      <li key={n.id}>
                        <a
                          href={`/api/credit-notes/${n.id}/pdf`}
                          download
                          className="inline-flex items-center gap-1 text-zinc-600 underline-offset-2 hover:underline dark:text-zinc-400"
                          aria-label={t("creditNotePdf", { number: n.number })}
                          data-testid={`credit-note-pdf-${n.number}`}
                        >
                          <FileDown className="size-3.5 shrink-0" aria-hidden />
                          {t("creditNoteLine", {
                            number: n.number,
                            date: formatDate(locale, n.issued_at),
                            amount: formatMoney(locale, n.amount_cents),
                          })}
                        </a>
                        <span className="block pl-4.5 text-zinc-600 dark:text-zinc-400">
                          {t(`reasons.${n.reason}`)}
                          {n.comment ? ` — ${n.comment}` : ""}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{t(`platforms.${r.platform}`)}</td>
              {admin && (
                <td className="px-3 py-2">
                  <span className="font-medium">{r.buyer_name}</span>
                  <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">#{r.client_id}</span>
                </td>
              )}
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(locale, r.issue_date)}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(locale, r.due_date)}</td>
              <td className={num}>{formatMoney(locale, r.ht_cents)}</td>
              <td className={num}>{formatMoney(locale, r.vat_cents)}</td>
              <td className={num}>
                {formatMoney(locale, r.amount_cents)}
                {r.credited_cents > 0 && (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {t("credited", { amount: formatMoney(locale, r.credited_cents) })}
                  </span>
                )}
                {r.prepaid_cents > 0 && (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {t("prepaid", { amount: formatMoney(locale, r.prepaid_cents) })}
                  </span>
                )}
              </td>
              <td className={num} data-testid={`invoice-due-${r.number}`}>
                {formatMoney(locale, r.due_cents)}
              </td>
              <td className="px-3 py-2">
                <StateBadge state={r.state} label={t(`states.${r.state}`)} />
              </td>
              <td className="px-3 py-2">
                <LifecycleCell number={r.number} lifecycle={r.einvoice ?? null} />
              </td>
              <td className="px-3 py-2">
                <div className="flex items-center justify-end gap-1">
                  <a
                    href={`/api/invoices/${r.id}/pdf`}
                    download
                    className="btn btn-outline px-2 py-1 text-xs"
                    data-testid={`invoice-pdf-${r.number}`}
                    aria-label={t("pdfOf", { number: r.number })}
                  >
                    <FileDown className="size-4" aria-hidden />
                    PDF
                  </a>
                  {admin && r.einvoice && CORRECTABLE_STATUSES.includes(r.einvoice.status) && !r.replaced_by && (
                    <CorrectInvoiceButton id={r.id} number={r.number} />
                  )}
                  {admin && r.einvoice?.stalled && (
                    <RetryDepositButton id={r.id} number={r.number} error={r.einvoice.last_error ?? ""} />
                  )}
                  {admin && (
                    <InvoiceRowActions
                      id={r.id}
                      number={r.number}
                      payable={r.state !== "paid"}
                      creditable={r.credited_cents < r.amount_cents}
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
