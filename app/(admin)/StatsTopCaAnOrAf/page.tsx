import { getTranslations } from "next-intl/server";
import { defaultRange } from "@/components/data/date-range-presets";
import { routeMetadata } from "@/components/shell/route-metadata";
import { searchParam } from "@/components/data/search-params";
import { PeriodForm } from "@/features/staff/stats/ui/period-form";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states/states";
import { API_POLICIES } from "@/lib/access/api-policies";
import { allows } from "@/lib/access/api-policy";
import { periodSchema } from "@/features/staff/stats/server/period";
import { query, requestCaller } from "@/lib/apollo/server";
import { GIFT_BALANCES, TOP_REVENUE } from "./operations";
import { AdvertiserRanking, PublisherRanking } from "./ranking-tables";

export const generateMetadata = routeMetadata("/StatsTopCaAnOrAf");

/**
 * /StatsTopCaAnOrAf: the ten advertisers and ten publishers who brought in the most over a period,
 * rendered on the server from the URL's period. The gift-points column is there only for the
 * viewers the authorization table lets read gift balances (spec §6).
 */
export default async function TopRevenuePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("staffStats");
  const raw = await searchParams;
  const fallback = defaultRange(30);
  const asked = { from: searchParam(raw, "from") || fallback.from, to: searchParam(raw, "to") || fallback.to };
  const valid = periodSchema.safeParse(asked);
  const { data, error } = valid.success
    ? await query({
        query: TOP_REVENUE,
        variables: { period: valid.data },
        fetchPolicy: "no-cache",
        errorPolicy: "all",
      })
    : { data: undefined, error: undefined };
  const top = error ? undefined : data?.topRevenue;

  let gifts: Map<number, number> | null = null;
  if (top && allows(API_POLICIES.auth.Query.giftBalances, await requestCaller())) {
    const ids = [...top.advertisers, ...top.publishers].map((r) => r.userId);
    const answer = ids.length
      ? await query({ query: GIFT_BALANCES, variables: { userIds: ids }, fetchPolicy: "no-cache", errorPolicy: "all" })
      : { data: { giftBalances: [] } };
    gifts = new Map((answer.data?.giftBalances ?? []).map((g) => [g.userId, g.points]));
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("top.title")} description={t("top.description")} />
      <Card>
        <CardBody className="flex flex-col gap-3">
          <PeriodForm action="/StatsTopCaAnOrAf" from={asked.from} to={asked.to} />
          {!valid.success && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("period.invalid")}
            </p>
          )}
        </CardBody>
      </Card>
      {valid.success && !top ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : top ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <AdvertiserRanking rows={top.advertisers} gifts={gifts} />
          <PublisherRanking rows={top.publishers} gifts={gifts} />
        </div>
      ) : null}
    </div>
  );
}
