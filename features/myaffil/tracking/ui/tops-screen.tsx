import "server-only";
import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { PreloadQuery } from "@/lib/apollo/server";
import { LoadingBlock } from "./loading-block";
import { TOPS } from "./operations";
import { TopsView } from "./tops-view";
import { TOPS_DAYS, topsVariables } from "./tracking-input";

/** The toptm ranking rendered with the last 30 days' figures (Europe/Paris). */
export function TopsScreen() {
  const range = defaultRange(TOPS_DAYS);
  return (
    <PreloadQuery query={TOPS} variables={topsVariables(range)} errorPolicy="all">
      <Suspense fallback={<LoadingBlock />}>
        <TopsView initialRange={range} />
      </Suspense>
    </PreloadQuery>
  );
}
