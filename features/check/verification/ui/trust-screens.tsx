import { BarChart3, Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { plain } from "./labels";
import { TRUST_CONSUMPTION, TRUST_STATISTICS } from "./operations";
import type { SearchParams } from "./search-params";
import { TrustChart } from "./trust-chart";
import { TrustPeriodForm, trustParams } from "./trust-period";

const th = "px-3 py-2 font-medium";
const thead = "border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400";
const VERDICT_COLORS = { valid: "#059669", risky: "#f59e0b", invalid: "#dc2626" };

function csvHref(kind: string, p: { from: string; to: string; client: string }) {
  return `/api/check/trust/csv?${new URLSearchParams({ kind, ...p }).toString()}`;
}

/** /suivi_weedo_trust/statistiques: verifications by verdict per day (chart), failures by check, per client. */
export async function TrustStatisticsScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  const p = trustParams(searchParams);
  const { data } = await query({
    query: TRUST_STATISTICS,
    variables: { from: p.from, to: p.to, clientId: p.client ? Number(p.client) : null },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const s = data?.trustStatistics;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("trust.statsTitle")}
        description={t("trust.statsDescription")}
        actions={
          s && s.totals.total > 0 ? (
            <a href={csvHref("statistics", p)} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("common.export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <TrustPeriodForm action="/suivi_weedo_trust/statistiques" values={p} clients={data?.checkClients ?? []} />
          {!s ? (
            <ErrorState title={t("common.errorTitle")} text={t("common.errorText")} />
          ) : s.totals.total === 0 ? (
            <EmptyState icon={BarChart3} title={t("trust.emptyTitle")} text={t("trust.emptyText")} />
          ) : (
            <>
              <dl className="grid gap-3 sm:grid-cols-4" data-testid="trust-totals">
                {(["total", "valid", "risky", "invalid"] as const).map((k) => (
                  <div key={k} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                    <dt className="text-xs text-zinc-600 dark:text-zinc-400">
                      {k === "total" ? t("trust.total") : t(`verdicts.${k}`)}
                    </dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, s.totals[k])}</dd>
                  </div>
                ))}
              </dl>
              <TrustChart
                testId="trust-chart"
                data={plain(s.days)}
                series={(["valid", "risky", "invalid"] as const).map((k) => ({
                  key: k,
                  label: t(`verdicts.${k}`),
                  color: VERDICT_COLORS[k],
                }))}
                locale={locale}
                caption={t("trust.chartCaption")}
                summary={t("trust.chartSummary", s.totals)}
              />
              <div className="grid gap-6 lg:grid-cols-2">
                <section className="flex flex-col gap-2">
                  <h2 className="text-base font-semibold">{t("trust.failsTitle")}</h2>
                  <table className="w-full text-left text-sm">
                    <thead className={thead}>
                      <tr>
                        <th scope="col" className={th}>
                          {t("common.checks")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("trust.count")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.fails.map((f) => (
                        <tr key={f.name} className="dt-row">
                          <td className="px-3 py-2">{t(`checks.${f.name}`)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, f.n)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
                <section className="flex flex-col gap-2 overflow-x-auto">
                  <h2 className="text-base font-semibold">{t("trust.clientsTitle")}</h2>
                  <table className="w-full min-w-[520px] text-left text-sm" data-testid="trust-clients">
                    <thead className={thead}>
                      <tr>
                        <th scope="col" className={th}>
                          {t("common.client")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("trust.total")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("verdicts.valid")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("verdicts.risky")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("verdicts.invalid")}
                        </th>
                        <th scope="col" className={`${th} text-right`}>
                          {t("trust.latency")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.clients.map((c) => (
                        <tr key={c.clientId} className="dt-row">
                          <td className="px-3 py-2">{c.name}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, c.total)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, c.valid)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, c.risky)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, c.invalid)}</td>
                          <td className="px-3 py-2 text-right tabular-nums">
                            {t("events.latency", { ms: c.latencyMs })}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              </div>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

/** /suivi_weedo_trust/consommation: per client, verifications against the plan and the revenue billed. */
export async function TrustConsumptionScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("weedoCheck");
  const locale = await getLocale();
  const p = trustParams(searchParams);
  const { data } = await query({
    query: TRUST_CONSUMPTION,
    variables: { from: p.from, to: p.to, clientId: p.client ? Number(p.client) : null },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const c = data?.trustConsumption;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("trust.usageTitle")}
        description={t("trust.usageDescription")}
        actions={
          c && c.totals.used > 0 ? (
            <a href={csvHref("consumption", p)} className="btn btn-outline" download>
              <Download className="size-4" aria-hidden />
              {t("common.export")}
            </a>
          ) : undefined
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <TrustPeriodForm action="/suivi_weedo_trust/consommation" values={p} clients={data?.checkClients ?? []} />
          {!c ? (
            <ErrorState title={t("common.errorTitle")} text={t("common.errorText")} />
          ) : c.totals.used === 0 ? (
            <EmptyState icon={BarChart3} title={t("trust.emptyTitle")} text={t("trust.emptyText")} />
          ) : (
            <>
              <TrustChart
                testId="trust-usage-chart"
                data={plain(c.days)}
                series={[{ key: "n", label: t("trust.used"), color: "#059669" }]}
                locale={locale}
                caption={t("trust.usageCaption")}
                summary={t("trust.usageSummary", {
                  used: formatNumber(locale, c.totals.used),
                  revenue: formatMoney(locale, c.totals.revenueCents),
                })}
              />
              <div className="overflow-x-auto">
                <table className="w-full min-w-[560px] text-left text-sm" data-testid="trust-usage">
                  <thead className={thead}>
                    <tr>
                      <th scope="col" className={th}>
                        {t("common.client")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("trust.plan")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("trust.used")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("trust.usage")}
                      </th>
                      <th scope="col" className={`${th} text-right`}>
                        {t("trust.revenue")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.clients.map((r) => (
                      <tr key={r.clientId} className="dt-row">
                        <td className="px-3 py-2">{r.name}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, r.plan)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, r.used)}</td>
                        <td
                          className={`px-3 py-2 text-right tabular-nums ${r.usage > 1 ? "text-red-700 dark:text-red-400" : ""}`}
                        >
                          {formatPercent(locale, r.usage)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatMoney(locale, r.revenueCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
