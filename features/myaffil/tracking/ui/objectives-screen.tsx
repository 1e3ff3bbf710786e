import "server-only";
import { Suspense } from "react";
import { todayInParis } from "@/components/data/format";
import { PreloadQuery } from "@/lib/apollo/server";
import { LoadingBlock } from "./loading-block";
import { ObjectivesView } from "./objectives-view";
import { OBJECTIVES } from "./operations";

/** The objectives rendered with the current month's rows (the month of today in Europe/Paris). */
export function ObjectivesScreen() {
  const month = todayInParis().slice(0, 7);
  return (
    <PreloadQuery query={OBJECTIVES} variables={{ month }} errorPolicy="all">
      <Suspense fallback={<LoadingBlock />}>
        <ObjectivesView initialMonth={month} />
      </Suspense>
    </PreloadQuery>
  );
}
