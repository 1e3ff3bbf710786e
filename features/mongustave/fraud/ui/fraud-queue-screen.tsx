import { Download, ShieldAlert } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/data/page-links";
import type { SearchParams } from "@/components/data/search-params";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { MG_FRAUD_REASONS } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";
import { FraudTable } from "./fraud-table";
import { MG_FRAUD_QUEUE } from "./operations";
import { FRAUD_PATH, QUEUE_STATES, readFraudSearch } from "./search-params";

const tab = (active: boolean) =>
  cn(
    "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-500",
    active
      ? "bg-emerald-700 text-white"
      : "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
  );

/**
 * /weedomarket/admin/stats/fraude_mongustave: the queue rendered on the server from the URL (state
 * tab, reason, period, search, page: a GET form and links, so every view has an address); the table's
 * selection and the decisions run in the browser.
 */
export async function FraudQueueScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveFraud");
  const { state, values, filter, page, params } = readFraudSearch(searchParams);
  const { data } = await query({
    query: MG_FRAUD_QUEUE,
    variables: { filter },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const q = data?.mgFraudQueue;
  const pageCount = q ? Math.max(1, Math.ceil(q.total / 10)) : 1;
  const countOf = (s: (typeof QUEUE_STATES)[number]) =>
    !q ? null : s === "all" ? q.counts.suspected + q.counts.confirmed + q.counts.cleared : q.counts[s];
  const csv = new URLSearchParams(params());
  csv.set("state", state);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          q && q.total > 0 ? (
            <a
              href={`/api/mongustave/fraud/csv?${csv.toString()}`}
              className="btn btn-outline"
              download
              data-testid="fraud-csv"
            >
              <Download className="size-4" aria-hidden />
              {t("csv")}
            </a>
          ) : undefined
        }
      />
      <nav aria-label={t("stateTabs")} className="flex flex-wrap gap-2">
        {QUEUE_STATES.map((s) => (
          <Link
            key={s}
            href={`${FRAUD_PATH}?${params({ state: s === "suspected" ? "" : s, page: "" })}`}
            className={tab(s === state)}
            aria-current={s === state ? "page" : undefined}
            data-testid={`fraud-tab-${s}`}
          >
            {t(`states.${s}`)}
            {countOf(s) != null && <span className="tabular-nums">({countOf(s)})</span>}
          </Link>
        ))}
      </nav>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form method="get" action={FRAUD_PATH} className="flex flex-wrap items-end gap-3" role="search">
            {values.state && <input type="hidden" name="state" value={values.state} />}
            <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
              <span className="font-medium">{t("filters.search")}</span>
              <input
                type="search"
                name="search"
                defaultValue={values.search}
                placeholder={t("filters.searchPlaceholder")}
                className="field h-9"
                maxLength={100}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("filters.reason")}</span>
              <select name="reason" defaultValue={values.reason} className="field h-9 min-w-52">
                <option value="">{t("filters.allReasons")}</option>
                {MG_FRAUD_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("filters.from")}</span>
              <input type="date" name="from" defaultValue={values.from} className="field h-9" />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{t("filters.to")}</span>
              <input type="date" name="to" defaultValue={values.to} className="field h-9" />
            </label>
            <button type="submit" className="btn btn-outline h-9">
              {t("filters.apply")}
            </button>
            {(values.search || values.reason || values.from || values.to) && (
              <Link href={`${FRAUD_PATH}?${params({ search: "", reason: "", from: "", to: "" })}`} className="btn h-9">
                {t("filters.reset")}
              </Link>
            )}
          </form>
          {!q ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : q.total === 0 ? (
            <EmptyState icon={ShieldAlert} title={t("empty.title")} text={t("empty.text")} testId="fraud-empty" />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("summary", { total: q.total })}
              </p>
              {/* Keyed by the view: a new page or filter starts with nothing selected. */}
              <FraudTable key={`${params()}|${page}`} rows={[...q.rows]} />
              <PageLinks
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                href={(p) => `${FRAUD_PATH}?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
