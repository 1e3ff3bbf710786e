import { Database } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMonth, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { CountChart } from "./count-chart";
import { DATA_DASHBOARD } from "./operations";
import { BreakdownTable } from "./breakdown-table";

const STATE_TONE: Record<string, string> = {
  active: "text-emerald-600 dark:text-emerald-400",
  unsubscribed: "text-amber-600 dark:text-amber-400",
  bounced: "text-red-600 dark:text-red-400",
  invalid: "text-zinc-500",
};

/**
 * Weedo data's dashboard (/weedodata and /weedodata/admin/dashboard): the opt-in base by state, its
 * growth month by month, its sources and themes, and the unsubscribes of the last 90 days.
 */
export async function StockDashboard() {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  const { data } = await query({ query: DATA_DASHBOARD, fetchPolicy: "no-cache", errorPolicy: "all" });
  const o = data?.dataStockOverview;
  const links = (
    <div className="flex flex-wrap gap-2">
      <Link className="btn btn-outline" href="/weedodata/admin/vuestock">
        {t("nav.stock")}
      </Link>
      <Link className="btn btn-outline" href="/weedodata/admin/contactsDesabonnes">
        {t("nav.suppressions")}
      </Link>
      <Link className="btn btn-outline" href="/weedodata/admin/VerifEmail">
        {t("nav.verify")}
      </Link>
    </div>
  );
  if (!o) return <ErrorState title={t("error.title")} text={t("error.text")} />;
  const last = o.growth.at(-1);
  return (
    <div className="flex flex-col gap-6" data-testid="data-dashboard">
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} actions={links} />
      {o.total === 0 ? (
        <EmptyState icon={Database} title={t("empty.title")} text={t("empty.text")} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Kpi label={t("dashboard.total")} value={formatNumber(locale, o.total)} testId="data-kpi-total" />
            {o.byState.map((s) => (
              <Kpi
                key={s.state}
                label={t(`states.${s.state as "active"}`)}
                value={formatNumber(locale, s.count)}
                hint={formatPercent(locale, s.count / o.total)}
                tone={STATE_TONE[s.state]}
                testId={`data-kpi-${s.state}`}
              />
            ))}
          </dl>
          <Card>
            <CardBody className="flex flex-col gap-2">
              <h2 className="font-medium">{t("dashboard.growth")}</h2>
              <CountChart
                testId="data-growth-chart"
                caption={t("dashboard.growth")}
                summary={t("dashboard.growthSummary", {
                  added: last?.added ?? 0,
                  month: last ? formatMonth(locale, last.month, "long") : "",
                  total: last?.total ?? 0,
                })}
                data={o.growth.map((g) => ({ key: g.month, bars: g.added, line: g.total }))}
                barName={t("dashboard.added")}
                lineName={t("dashboard.size")}
                keyKind="month"
                locale={locale}
              />
            </CardBody>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <BreakdownTable title={t("dashboard.bySource")} rows={o.bySource} testId="data-by-source" />
            <BreakdownTable title={t("dashboard.byTheme")} rows={o.byTheme} testId="data-by-theme" />
          </div>
          {data?.dataUnsubscribeStats && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("dashboard.unsubscribes", { count: data.dataUnsubscribeStats.total })}{" "}
              <Link
                className="text-emerald-700 underline dark:text-emerald-400"
                href="/weedodata/admin/statsDésabonnes"
              >
                {t("nav.stats")}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

function Kpi({
  label,
  value,
  hint,
  tone,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" data-testid={testId}>
      <dt className="text-xs uppercase text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${tone ?? ""}`}>{value}</dd>
      {hint && <dd className="text-xs text-zinc-500">{hint}</dd>}
    </div>
  );
}
