import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange, type DayRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { firstLeadsAsk, leadDetailsVariables } from "./lead-details-input";
import { LeadDetailsView, type LeadDetailsViewProps } from "./lead-details-view";
import { ListSkeleton } from "./list-skeleton";
import { PERF_LEAD_DETAILS } from "./operations";

/**
 * A lead list rendered with its first page: the server settles the opening range (from the URL, else
 * the last 30 days in Europe/Paris), runs the first page's query and streams its answer into the
 * browser's cache, where the view finds it under the same variables. A refused range comes back as
 * the view's error state (`errorPolicy: "all"` on both sides).
 */
export async function LeadDetailsScreen({
  initialRange,
  ...props
}: Omit<LeadDetailsViewProps, "initialRange"> & { initialRange?: DayRange }) {
  const t = await getTranslations("myaffilStats");
  const range = initialRange ?? defaultRange(30);
  return (
    <PreloadQuery
      query={PERF_LEAD_DETAILS}
      variables={leadDetailsVariables(firstLeadsAsk(range, props.fixed))}
      errorPolicy="all"
    >
      <Suspense fallback={<ListSkeleton label={t("loading")} />}>
        <LeadDetailsView {...props} initialRange={range} />
      </Suspense>
    </PreloadQuery>
  );
}
