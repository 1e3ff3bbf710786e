import "server-only";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { ListSkeleton } from "./list-skeleton";
import { PERF_PUBLISHER_EXTRACT } from "./operations";
import { PublisherExtractView } from "./publisher-extract-view";
import { publisherExtractVariables } from "./range-screens-input";

/** The publisher extract rendered with its rows: the server preloads the last 30 days (Europe/Paris). */
export async function PublisherExtractScreen() {
  const t = await getTranslations("myaffilStats");
  const initialRange = defaultRange(30);
  return (
    <PreloadQuery query={PERF_PUBLISHER_EXTRACT} variables={publisherExtractVariables(initialRange)} errorPolicy="all">
      <Suspense fallback={<ListSkeleton label={t("loading")} />}>
        <PublisherExtractView initialRange={initialRange} />
      </Suspense>
    </PreloadQuery>
  );
}
