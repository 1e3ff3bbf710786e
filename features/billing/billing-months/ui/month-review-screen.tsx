import { Download, FileSpreadsheet } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query, requestCaller } from "@/lib/apollo/server";
import type { MonthPlatform, MonthSide } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";
import { AdjustLineDialog } from "./adjust-line-dialog";
import { filterLines, PAGE_SIZE, sideTotals, totalsOf } from "./lines";
import { BILLING_MONTH } from "./operations";
import { MonthStatusLine } from "./month-status";
import { ValidateMonthButton } from "./validate-month-button";
import { queryString } from "@/components/data/search-params";

type Search = Record<string, string | string[] | undefined>;

const PATHS: Record<MonthPlatform, string> = {
  perf: "/stats-valides/stats-valides-myaffil",
  coreg: "/stats-valides/stats-valides-mycoreg",
  // No stats-valides route in the spec for Mon Gustave: its month is reviewed beside its invoices.
  mongustave: "/report/facturesMonGustave",
};

/** Last month, "YYYY-MM-01" (the month an administrator usually validates). */
function lastMonth(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
}

const tab = (active: boolean) =>
  cn(
    "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-500",
    active
      ? "bg-emerald-600 text-white"
      : "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
  );

/**
 * /stats-valides/*: a platform's month, rendered on the server from the URL (month, side, search,
 * page); only the adjustment dialog and the validation button run in the browser.
 */
export async function MonthReviewScreen({ platform, searchParams }: { platform: MonthPlatform; searchParams: Search }) {
  const t = await getTranslations("validatedStats");
  const locale = await getLocale();
  const caller = await requestCaller();
  const canEdit = caller?.law === "ad";
  const one = (k: string) => {
    const v = searchParams[k];
    return (Array.isArray(v) ? v[0] : v) ?? "";
  };
  const month = /^\d{4}-\d{2}(-01)?$/.test(one("month")) ? one("month").slice(0, 7) + "-01" : lastMonth();
  const side: MonthSide = one("side") === "publisher" ? "publisher" : "advertiser";
  const search = one("q").slice(0, 100);
  const page = Math.max(1, Number.parseInt(one("page"), 10) || 1);
  const { data } = await query({
    query: BILLING_MONTH,
    variables: { platform, month },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const m = data?.billingMonth;
  const href = (extra: Record<string, string>) =>
    `${PATHS[platform]}?${queryString({ month: month.slice(0, 7), side, q: search }, extra)}`;
  const lines = m ? filterLines(m.lines, side, search) : [];
  const pageCount = Math.max(1, Math.ceil(lines.length / PAGE_SIZE));
  const shown = lines.slice((Math.min(page, pageCount) - 1) * PAGE_SIZE, Math.min(page, pageCount) * PAGE_SIZE);
  const sums = totalsOf(lines);
  // What the whole month bills and owes, whatever side and search the table shows.
  const sides = sideTotals(m?.lines ?? []);
  const money = (c: number) => formatMoney(locale, c);
  const monthLabel = formatMonth(locale, month.slice(0, 7), "long");

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${t("title")} — ${t(`platforms.${platform}`)}`}
        description={t("description")}
        actions={
          m && (
            <>
              <a
                href={`/api/stats-valides/csv?platform=${platform}&month=${month.slice(0, 7)}`}
                className="btn btn-outline"
                download
              >
                <Download className="size-4" aria-hidden />
                {t("csv")}
              </a>
              {m.status === "open" && canEdit && (
                <ValidateMonthButton
                  platform={platform}
                  month={month}
                  monthLabel={monthLabel}
                  count={m.lines.length}
                  revenue={money(sides.revenueCents)}
                  payouts={money(sides.payoutsCents)}
                />
              )}
            </>
          )
        }
      />
      <nav aria-label={t("platformTabs")} className="flex flex-wrap gap-2">
        {(["perf", "coreg"] as const).map((p) => (
          <Link
            key={p}
            href={`${PATHS[p]}?month=${month.slice(0, 7)}`}
            className={tab(p === platform)}
            aria-current={p === platform ? "page" : undefined}
          >
            {t(`platforms.${p}`)}
          </Link>
        ))}
      </nav>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form method="get" action={PATHS[platform]} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="side" value={side} />
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("month")}</span>
              <select
                name="month"
                defaultValue={month.slice(0, 7)}
                className="field h-9 min-w-44"
                data-testid="month-picker"
              >
                {(data?.billingMonths ?? []).map((o) => (
                  <option key={o.month} value={o.month.slice(0, 7)}>
                    {formatMonth(locale, o.month.slice(0, 7), "long")} — {t(`status.${o.status}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
              <span className="font-medium">{t("searchLabel")}</span>
              <input type="search" name="q" defaultValue={search} placeholder={t("search")} className="field h-9" />
            </label>
            <button type="submit" className="btn btn-outline h-9">
              {t("show")}
            </button>
          </form>
          {!m ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <nav aria-label={t("sideTabs")} className="flex gap-2">
                  {(["advertiser", "publisher"] as const).map((s) => (
                    <Link
                      key={s}
                      href={href({ side: s, page: "" })}
                      className={tab(s === side)}
                      aria-current={s === side ? "page" : undefined}
                    >
                      {t(`sides.${s}`)}
                    </Link>
                  ))}
                </nav>
                <MonthStatusLine month={m} testId="month-status" />
              </div>
              {m.status === "validated" && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("frozen")}</p>}
              {m.status === "open" && !canEdit && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("readOnly")}</p>
              )}
              {lines.length === 0 ? (
                <EmptyState
                  icon={FileSpreadsheet}
                  title={t("empty.title")}
                  text={t("empty.text")}
                  testId="months-empty"
                />
              ) : (
                <>
                  <div className="overflow-x-auto">
                    <table className="w-full min-w-[760px] text-sm" data-testid="month-lines">
                      <thead className="text-left text-xs text-zinc-600 uppercase dark:text-zinc-400">
                        <tr className="border-b border-zinc-200 dark:border-zinc-800">
                          <th scope="col" className="py-2 pr-3">
                            {t("columns.client")}
                          </th>
                          <th scope="col" className="py-2 pr-3">
                            {t("columns.program")}
                          </th>
                          <th scope="col" className="py-2 pr-3 text-right">
                            {t("columns.leads")}
                          </th>
                          <th scope="col" className="py-2 pr-3 text-right">
                            {t("columns.validLeads")}
                          </th>
                          <th scope="col" className="py-2 pr-3 text-right">
                            {t("columns.amount")}
                          </th>
                          <th scope="col" className="py-2 pr-3 text-right">
                            {t("columns.adjustment")}
                          </th>
                          <th scope="col" className="py-2 pr-3 text-right">
                            {t("columns.total")}
                          </th>
                          <th scope="col" className="py-2 text-right">
                            {t("columns.actions")}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {shown.map((l) => {
                          const client = l.client_name ?? t("unknownClient", { id: l.client_id });
                          const program = l.program_name ?? t("noProgram");
                          return (
                            <tr key={l.id} className="border-b border-zinc-100 align-top dark:border-zinc-800/60">
                              <td className="py-2 pr-3">
                                <div className="font-medium">{client}</div>
                                <div className="text-xs text-zinc-500">#{l.client_id}</div>
                              </td>
                              <td className="py-2 pr-3">{program}</td>
                              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(locale, l.leads)}</td>
                              <td className="py-2 pr-3 text-right tabular-nums">
                                {formatNumber(locale, l.valid_leads)}
                              </td>
                              <td className="py-2 pr-3 text-right tabular-nums">{money(l.amount_cents)}</td>
                              <td
                                className="py-2 pr-3 text-right tabular-nums"
                                title={l.adjustment_reason ?? undefined}
                              >
                                {l.adjustment_cents ? money(l.adjustment_cents) : "—"}
                                {l.adjustment_reason && (
                                  <div className="text-xs text-zinc-500">{l.adjustment_reason}</div>
                                )}
                              </td>
                              <td className="py-2 pr-3 text-right font-medium tabular-nums">{money(l.total_cents)}</td>
                              <td className="py-2 text-right">
                                <div className="flex justify-end gap-2">
                                  {m.status === "open" && canEdit && (
                                    <AdjustLineDialog
                                      lineId={l.id}
                                      client={client}
                                      program={program}
                                      amount={money(l.amount_cents)}
                                      adjustmentCents={l.adjustment_cents}
                                      reason={l.adjustment_reason ?? ""}
                                    />
                                  )}
                                  {side === "publisher" && l.user_id != null && (
                                    <Link
                                      href={`/AppelFactureEditeur/${l.user_id}/${l.client_id}`}
                                      className="btn btn-outline h-8 px-2 text-xs"
                                    >
                                      {t("invoiceCalls")}
                                    </Link>
                                  )}
                                </div>
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                      <tfoot>
                        <tr className="font-semibold" data-testid="month-totals">
                          <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
                            {t("totals", { count: lines.length })}
                          </th>
                          <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(locale, sums.leads)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(locale, sums.validLeads)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">{money(sums.amountCents)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">{money(sums.adjustmentCents)}</td>
                          <td className="py-2 pr-3 text-right tabular-nums">{money(sums.totalCents)}</td>
                          <td />
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                  <PageLinks
                    page={Math.min(page, pageCount)}
                    pageCount={pageCount}
                    href={(p) => href({ page: p > 1 ? String(p) : "" })}
                    label={t("pagination")}
                  />
                </>
              )}
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
