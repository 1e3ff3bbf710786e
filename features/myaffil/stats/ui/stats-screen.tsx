import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { StatsSkeleton } from "./kpi-skeleton";
import { PERF_STATS } from "./operations";
import { statsVariables } from "./stats-input";
import { StatsView, type StatsViewProps } from "./stats-view";

/**
 * A statistics screen rendered with its figures: the server computes the opening range (the last
 * `days` days in Europe/Paris), runs the screen's first query and streams its answer into the
 * browser's cache, where the view's `useSuspenseQuery` finds it under the same variables.
 * `errorPolicy: "all"` on both sides: a refused range comes back as the view's error state.
 */
export async function StatsScreen({ days = 30, ...props }: Omit<StatsViewProps, "initialRange"> & { days?: number }) {
  const t = await getTranslations("myaffilStats");
  const initialRange = defaultRange(days);
  return (
    <PreloadQuery
      query={PERF_STATS}
      variables={statsVariables(initialRange, props.groupBy, {}, props.fixed)}
      errorPolicy="all"
    >
      <Suspense fallback={<StatsSkeleton label={t("loading")} />}>
        <StatsView {...props} initialRange={initialRange} />
      </Suspense>
    </PreloadQuery>
  );
}
