import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { StatsSkeleton } from "./kpi-skeleton";
import { PERF_STATS } from "./operations";
import { PIVOT_DEFAULT, pivotVariables } from "./range-screens-input";
import { StatsPivot } from "./stats-pivot";

/** The pivot rendered with its first crossing (programs × publishers, last 30 days in Europe/Paris). */
export async function StatsPivotScreen() {
  const t = await getTranslations("myaffilStats");
  const initialRange = defaultRange(30);
  return (
    <PreloadQuery
      query={PERF_STATS}
      variables={pivotVariables(initialRange, PIVOT_DEFAULT.rows, PIVOT_DEFAULT.columns, {})}
      errorPolicy="all"
    >
      <Suspense fallback={<StatsSkeleton label={t("loading")} />}>
        <StatsPivot initialRange={initialRange} />
      </Suspense>
    </PreloadQuery>
  );
}
