import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { searchParam, type SearchParams } from "@/components/data/search-params";
import { AdjustLineDialog } from "@/features/billing/billing-months/ui/adjust-line-dialog";
import { sideTotals, totalsOf } from "@/features/billing/billing-months/ui/lines";
import { MonthStatusLine } from "@/features/billing/billing-months/ui/month-status";
import { BILLING_MONTH } from "@/features/billing/billing-months/ui/operations";
import { ValidateMonthButton } from "@/features/billing/billing-months/ui/validate-month-button";
import { GenerateMonth } from "@/features/billing/invoices/ui/generate-month";
import { INVOICEABLE_MONTHS } from "@/features/billing/invoices/ui/operations";
import { MG_FRAUD_QUEUE } from "@/features/mongustave/fraud/ui/operations";
import { FRAUD_PATH } from "@/features/mongustave/fraud/ui/search-params";
import { Card, CardBody } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states/states";
import { query, requestCaller } from "@/lib/apollo/server";

const PATH = "/report/facturesMonGustave";

/** Last month, "YYYY-MM-01" (the month an administrator usually validates). */
function lastMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

/** The last day of a month "YYYY-MM-01". */
function monthEnd(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * Mon Gustave's month on /report/facturesMonGustave (the spec has no stats-valides route for it):
 * one line per client (accepted sales, confirmed fraud taken out), the fraud cases of the month still
 * to review, adjustment and validation (the same API and dialogs as /stats-valides), then the MG-
 * invoices of a validated month. Its own URL parameter (`mgMonth`) leaves the invoice list's alone.
 */
export async function MongustaveMonthPanel({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveFraud.billing");
  const tv = await getTranslations("validatedStats");
  const locale = await getLocale();
  const caller = await requestCaller();
  const canEdit = caller?.law === "ad";
  const raw = searchParam(searchParams, "mgMonth");
  const month = /^\d{4}-\d{2}$/.test(raw) ? `${raw}-01` : lastMonth();
  const [review, invoiceable, suspected] = await Promise.all([
    query({
      query: BILLING_MONTH,
      variables: { platform: "mongustave", month },
      fetchPolicy: "no-cache",
      errorPolicy: "all",
    }),
    query({
      query: INVOICEABLE_MONTHS,
      variables: { platform: "mongustave" },
      fetchPolicy: "no-cache",
      errorPolicy: "all",
    }),
    // The fraud queue is the marketplace administrators': for others the line is simply not shown.
    query({
      query: MG_FRAUD_QUEUE,
      variables: { filter: { state: "suspected", from: month, to: monthEnd(month), page: 1 } },
      fetchPolicy: "no-cache",
      errorPolicy: "all",
    }),
  ]);
  const m = review.data?.billingMonth;
  const lines = (m?.lines ?? []).filter((l) => l.side === "advertiser");
  const sums = totalsOf(lines);
  const sides = sideTotals(m?.lines ?? []);
  const money = (c: number) => formatMoney(locale, c);
  const toReview = suspected.data?.mgFraudQueue.total;
  // Plain objects only cross into a client component (Apollo's results are frozen).
  const months = (invoiceable.data?.invoiceableMonths ?? []).map((x) => ({
    platform: x.platform,
    month: x.month,
    clients: x.clients,
    invoiced: x.invoiced,
  }));

  return (
    <Card>
      <CardBody className="flex flex-col gap-4" data-testid="mg-month-panel">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold">{t("title")}</h2>
            <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">{t("description")}</p>
          </div>
          <form method="get" action={PATH} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("month")}</span>
              <select name="mgMonth" defaultValue={month.slice(0, 7)} className="field h-9 min-w-44">
                {(review.data?.billingMonths ?? []).map((o) => (
                  <option key={o.month} value={o.month.slice(0, 7)}>
                    {formatMonth(locale, o.month.slice(0, 7), "long")} — {tv(`status.${o.status}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-outline h-9">
              {t("show")}
            </button>
          </form>
        </div>
        {!m ? (
          <ErrorState title={tv("error.title")} text={tv("error.text")} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <MonthStatusLine month={m} testId="mg-month-status" />
              {toReview != null && (
                <Link
                  href={`${FRAUD_PATH}?from=${month}&to=${monthEnd(month)}`}
                  className="flex items-center gap-1 text-amber-800 underline dark:text-amber-200"
                >
                  <ShieldAlert className="size-4" aria-hidden />
                  {t("suspected", { count: toReview })} — {t("queueLink")}
                </Link>
              )}
              {m.status === "open" && canEdit && (
                <ValidateMonthButton
                  platform="mongustave"
                  month={month}
                  monthLabel={formatMonth(locale, month.slice(0, 7), "long")}
                  count={lines.length}
                  revenue={money(sides.revenueCents)}
                  payouts={money(sides.payoutsCents)}
                />
              )}
            </div>
            {m.status === "validated" && <p className="text-sm text-zinc-600 dark:text-zinc-400">{tv("frozen")}</p>}
            {lines.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="mg-month-empty">
                {tv("empty.text")}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[720px] text-sm" data-testid="mg-month-lines">
                  <thead className="text-left text-xs text-zinc-600 uppercase dark:text-zinc-400">
                    <tr className="border-b border-zinc-200 dark:border-zinc-800">
                      <th scope="col" className="py-2 pr-3">
                        {tv("columns.client")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t("sold")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {t("fraud")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {tv("columns.amount")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {tv("columns.adjustment")}
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right">
                        {tv("columns.total")}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {tv("columns.actions")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((l) => {
                      const client = l.client_name ?? tv("unknownClient", { id: l.client_id });
                      return (
                        <tr key={l.id} className="border-b border-zinc-100 align-top dark:border-zinc-800/60">
                          <td className="py-2 pr-3">
                            <div className="font-medium">{client}</div>
                            <div className="text-xs text-zinc-600 dark:text-zinc-400">#{l.client_id}</div>
                          </td>
                          <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(locale, l.leads)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">
                            {formatNumber(locale, l.leads - l.valid_leads)}
                          </td>
                          <td className="py-2 pr-3 text-right tabular-nums">{money(l.amount_cents)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums" title={l.adjustment_reason ?? undefined}>
                            {l.adjustment_cents ? money(l.adjustment_cents) : "—"}
                          </td>
                          <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(l.total_cents)}</td>
                          <td className="py-2 text-right">
                            {m.status === "open" && canEdit && (
                              <AdjustLineDialog
                                lineId={l.id}
                                client={client}
                                program="Mon Gustave"
                                amount={money(l.amount_cents)}
                                adjustmentCents={l.adjustment_cents}
                                reason={l.adjustment_reason ?? ""}
                              />
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <th scope="row" className="py-2 pr-3 text-left">
                        {tv("totals", { count: lines.length })}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(locale, sums.leads)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatNumber(locale, sums.leads - sums.validLeads)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{money(sums.amountCents)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{money(sums.adjustmentCents)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{money(sums.totalCents)}</td>
                      <td />
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <h3 className="text-sm font-semibold">{t("generate")}</h3>
          <GenerateMonth months={months} />
        </div>
      </CardBody>
    </Card>
  );
}
