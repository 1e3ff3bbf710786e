import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { AdminInvalidations } from "@/features/market/money/ui/admin-invalidations";
import { INVALIDATION_REQUESTS } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { invalidationsVariables, type InvalidationsFilter } from "@/features/market/money/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/leadsDevalides");

/** The last 90 Paris days of requests are read on the server, so the first HTML holds the rows. */
function InvalidatedLeadsPage() {
  const initial: InvalidationsFilter = { range: defaultRange(90), userId: "", outcome: "", reason: "" };
  return (
    <MoneyScreenPage screen="adminInvalidations">
      <PreloadQuery
        query={INVALIDATION_REQUESTS}
        variables={invalidationsVariables(initial)}
        context={{ service: "market" }}
      >
        <Suspense fallback={<PanelLoading />}>
          <AdminInvalidations initial={initial} />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/leadsDevalides", InvalidatedLeadsPage);
