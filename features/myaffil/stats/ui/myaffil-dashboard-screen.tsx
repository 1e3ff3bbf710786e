import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { dashboardVariables, type DashboardArea } from "./dashboard-input";
import { StatsSkeleton } from "./kpi-skeleton";
import { MyaffilDashboard } from "./myaffil-dashboard";
import { PERF_STATS, PERF_STATS_TOTALS } from "./operations";

/** A MyAffil home rendered with its figures: the last 30 days (Europe/Paris), the 30 before, the top programs. */
export async function MyaffilDashboardScreen({ area }: { area: DashboardArea }) {
  const t = await getTranslations("myaffilStats");
  const current = defaultRange(30);
  const vars = dashboardVariables(area, current);
  return (
    <PreloadQuery query={PERF_STATS} variables={vars.now} errorPolicy="all">
      <PreloadQuery query={PERF_STATS_TOTALS} variables={vars.before} errorPolicy="all">
        <PreloadQuery query={PERF_STATS} variables={vars.top} errorPolicy="all">
          <Suspense fallback={<StatsSkeleton label={t("loading")} />}>
            <MyaffilDashboard area={area} current={current} />
          </Suspense>
        </PreloadQuery>
      </PreloadQuery>
    </PreloadQuery>
  );
}
