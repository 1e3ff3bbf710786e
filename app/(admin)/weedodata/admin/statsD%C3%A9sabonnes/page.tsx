import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { formatDay, formatNumber } from "@/components/data/format";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ErrorState } from "@/components/ui/states/states";
import { CountChart } from "@/features/data/contacts/ui/count-chart";
import { DATA_UNSUBSCRIBE_STATS } from "@/features/data/contacts/ui/operations";
import { readSearch } from "@/components/data/search-params";
import { STAT_GRAINS } from "@/features/data/contacts/server/unsubscribe-stats";
import { query } from "@/lib/apollo/server";

export const generateMetadata = routeMetadata("/weedodata/admin/statsDésabonnes");

const PATH = "/weedodata/admin/statsDésabonnes";
const KEYS = ["source", "theme", "from", "to", "grain"] as const;

/**
 * statsDésabonnes: unsubscribes by period (chart), source, theme and channel; the last 90 days by default.
 * The folder is the URL's percent-encoded form: Next matches static routes against the raw request
 * path, so a folder named with "é" answers 404 (vercel/next.js#56047, #10084); the registry, the
 * links and the proxy keep the spec's spelling.
 */
export default async function UnsubscribeStatsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, locale] = await Promise.all([getTranslations("weedoData"), getLocale()]);
  const { values } = readSearch(await searchParams, KEYS);
  const { grain, ...filter } = values;
  const { data, error } = await query({
    query: DATA_UNSUBSCRIBE_STATS,
    variables: { filter, grain: grain || "week" },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const invalid = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
  const s = data?.dataUnsubscribeStats;
  const table = (
    title: string,
    rows: { key: string; count: number }[],
    label: (k: string) => string,
    testId: string,
  ) => (
    <Card>
      <CardBody className="flex flex-col gap-2">
        <h2 className="font-medium">{title}</h2>
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("stats.none")}</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid={testId}>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="dt-row">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {label(r.key)}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(locale, r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardBody>
    </Card>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("stats.title")} description={t("stats.description")} />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form method="get" action={PATH} aria-label={t("filters.legend")} className="flex flex-wrap items-end gap-3">
            {(["source", "theme"] as const).map((k) => (
              <div key={k} className="flex w-full flex-col gap-1 sm:w-48">
                <Label htmlFor={`st-${k}`}>{t(`filters.${k}`)}</Label>
                <Select id={`st-${k}`} name={k} defaultValue={values[k]}>
                  <option value="">{t("filters.any")}</option>
                  {(k === "source" ? data?.dataFacets.sources : data?.dataFacets.themes)?.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
            <div className="flex flex-col gap-1">
              <Label htmlFor="st-from">{t("filters.from")}</Label>
              <Input id="st-from" name="from" type="date" defaultValue={s?.from ?? values.from} className="w-40" />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="st-to">{t("filters.to")}</Label>
              <Input id="st-to" name="to" type="date" defaultValue={s?.to ?? values.to} className="w-40" />
            </div>
            <div className="flex w-full flex-col gap-1 sm:w-36">
              <Label htmlFor="st-grain">{t("stats.grain")}</Label>
              <Select id="st-grain" name="grain" defaultValue={values.grain || "week"}>
                {STAT_GRAINS.map((g) => (
                  <option key={g} value={g}>
                    {t(`stats.grains.${g}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary">
                {t("filters.apply")}
              </button>
              <Link href={PATH} className="btn btn-outline">
                {t("filters.reset")}
              </Link>
            </div>
          </form>
          {invalid ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("filters.invalid")}
            </p>
          ) : !s ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : (
            <>
              <p className="text-sm" aria-live="polite" data-testid="stats-total">
                {t("stats.summary", {
                  total: s.total,
                  from: formatDay(locale, s.from, "long"),
                  to: formatDay(locale, s.to, "long"),
                })}
              </p>
              <CountChart
                testId="unsubscribe-chart"
                caption={t("stats.chart")}
                summary={t("stats.summary", {
                  total: s.total,
                  from: formatDay(locale, s.from, "long"),
                  to: formatDay(locale, s.to, "long"),
                })}
                data={s.series.map((p) => ({ key: p.key, bars: p.count }))}
                barName={t("stats.unsubscribes")}
                keyKind={s.grain === "month" ? "month" : "day"}
                locale={locale}
              />
            </>
          )}
        </CardBody>
      </Card>
      {s && (
        <div className="grid gap-6 lg:grid-cols-3">
          {table(t("dashboard.bySource"), s.bySource, (k) => k || "—", "stats-by-source")}
          {table(t("dashboard.byTheme"), s.byTheme, (k) => k || "—", "stats-by-theme")}
          {table(t("stats.byChannel"), s.byChannel, (k) => t(`channels.${k as "admin"}`), "stats-by-channel")}
        </div>
      )}
    </div>
  );
}
