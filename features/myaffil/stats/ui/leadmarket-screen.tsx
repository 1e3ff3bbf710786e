import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { StatsSkeleton } from "./kpi-skeleton";
import { LeadmarketView } from "./leadmarket-view";
import { PERF_LEADMARKET_STATS } from "./operations";
import { leadmarketVariables } from "./range-screens-input";

/** Marketplace sales rendered with their figures: the server preloads the last 30 days (Europe/Paris). */
export async function LeadmarketScreen() {
  const t = await getTranslations("myaffilStats");
  const initialRange = defaultRange(30);
  return (
    <PreloadQuery query={PERF_LEADMARKET_STATS} variables={leadmarketVariables(initialRange)} errorPolicy="all">
      <Suspense fallback={<StatsSkeleton label={t("loading")} />}>
        <LeadmarketView initialRange={initialRange} />
      </Suspense>
    </PreloadQuery>
  );
}
