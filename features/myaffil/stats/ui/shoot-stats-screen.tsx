import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { StatsSkeleton } from "./kpi-skeleton";
import { PERF_SHOOT_STATS } from "./operations";
import { SHOOT_STATS_DAYS, shootStatsVariables } from "./shoot-stats-input";
import { ShootStatsView } from "./shoot-stats-view";

/** Shoots with their results, rendered with them: the server preloads the first answer (one campaign, or the last 90 days). */
export async function ShootStatsScreen({ campaignId }: { campaignId?: number }) {
  const t = await getTranslations("myaffilStats");
  const initialRange = defaultRange(SHOOT_STATS_DAYS);
  return (
    <PreloadQuery query={PERF_SHOOT_STATS} variables={shootStatsVariables(campaignId, initialRange)} errorPolicy="all">
      <Suspense fallback={<StatsSkeleton label={t("loading")} />}>
        <ShootStatsView campaignId={campaignId} initialRange={initialRange} />
      </Suspense>
    </PreloadQuery>
  );
}
