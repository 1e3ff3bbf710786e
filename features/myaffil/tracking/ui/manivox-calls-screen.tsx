import "server-only";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { LoadingBlock } from "./loading-block";
import { ManivoxCallsView } from "./manivox-calls-view";
import { MANIVOX_CALLS } from "./operations";
import { MANIVOX_CALLS_DAYS, manivoxCallsVariables } from "./tracking-input";

/** The Manivox calls rendered with their figures and first page (last 90 days in Europe/Paris, one tag if asked). */
export function ManivoxCallsScreen({ tagId }: { tagId: number | null }) {
  const range = defaultRange(MANIVOX_CALLS_DAYS);
  return (
    <PreloadQuery
      query={MANIVOX_CALLS}
      variables={manivoxCallsVariables({ range, tagId, outcome: null, page: 1 })}
      errorPolicy="all"
    >
      <Suspense fallback={<LoadingBlock />}>
        <ManivoxCallsView initialRange={range} initialTag={tagId} />
      </Suspense>
    </PreloadQuery>
  );
}
