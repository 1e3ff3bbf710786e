import { Wallet } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDate, formatMoney } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { HiddenParams } from "@/components/data/hidden-params";
import { paramsExcept, queryString, searchParam, type SearchParams } from "@/components/data/search-params";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { PrepaymentInvoiceButton } from "./prepayment-invoice-button";
import { PREPAYMENTS_TO_INVOICE } from "./operations";

const th = "px-3 py-2 font-medium";

/**
 * /report/facturesWeedoMarket: the validated marketplace prepayments that have no invoice yet, each
 * with its "issue the invoice" action (generatePrepaymentInvoice). Read on the server; the oldest
 * validations first, since they are the ones finance is late on.
 */
export async function PrepaymentsToInvoice({
  canGenerate,
  path,
  searchParams,
}: {
  canGenerate: boolean;
  /** The page it sits on; its own parameters (prepage, presearch) live beside the invoice list's. */
  path: string;
  searchParams: SearchParams;
}) {
  const [t, locale] = await Promise.all([getTranslations("prepaymentInvoices"), getLocale()]);
  const search = searchParam(searchParams, "presearch").slice(0, 100);
  const page = Math.max(1, Number.parseInt(searchParam(searchParams, "prepage"), 10) || 1);
  const { data } = await query({
    query: PREPAYMENTS_TO_INVOICE,
    variables: { page, search },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = data?.prepaymentsToInvoice;
  const others = paramsExcept(searchParams, ["prepage"]);
  const hrefOf = (p: number) => `${path}?${queryString(others, { prepage: p > 1 ? String(p) : "" })}#prepayments`;
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="prepayments-to-invoice">
        <div id="prepayments">
          <h2 className="text-base font-semibold">{t("heading")}</h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
        </div>
        <form method="get" action={`${path}#prepayments`} className="flex flex-wrap items-end gap-3">
          <HiddenParams values={paramsExcept(others, ["presearch"])} />
          <div className="flex w-full flex-col gap-1 sm:w-72">
            <Label htmlFor="pre-search">{t("search")}</Label>
            <Input
              id="pre-search"
              name="presearch"
              type="search"
              defaultValue={search}
              maxLength={100}
              placeholder={t("searchPlaceholder")}
            />
          </div>
          <button type="submit" className="btn btn-outline">
            {t("searchButton")}
          </button>
        </form>
        {!list ? (
          <ErrorState title={t("error.title")} text={t("error.text")} />
        ) : list.total === 0 ? (
          <EmptyState
            icon={Wallet}
            title={t("empty.title")}
            text={t("empty.text")}
            testId="prepayments-to-invoice-empty"
          />
        ) : (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {t("summary", { total: list.total })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] text-left text-sm">
                <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                  <tr>
                    <th scope="col" className={th}>
                      {t("columns.client")}
                    </th>
                    <th scope="col" className={th}>
                      {t("columns.reference")}
                    </th>
                    <th scope="col" className={th}>
                      {t("columns.validated")}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t("columns.amount")}
                    </th>
                    {canGenerate && (
                      <th scope="col" className={`${th} text-right`}>
                        <span className="sr-only">{t("columns.actions")}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((p) => (
                    <tr
                      key={p.id}
                      className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60"
                      data-testid="prepayment-to-invoice-row"
                    >
                      <td className="px-3 py-2">
                        {p.client_name}
                        <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">#{p.client_id}</span>
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{p.reference ?? "—"}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {p.decided_at ? formatDate(locale, p.decided_at) : "—"}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                        {formatMoney(locale, p.amount_cents)}
                      </td>
                      {canGenerate && (
                        <td className="px-3 py-2 text-right">
                          <PrepaymentInvoiceButton
                            id={p.id}
                            label={p.client_name}
                            amount={formatMoney(locale, p.amount_cents)}
                          />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <PageLinks
              page={list.page}
              pageCount={Math.max(1, Math.ceil(list.total / 10))}
              href={hrefOf}
              label={t("pagination")}
            />
          </>
        )}
      </CardBody>
    </Card>
  );
}
