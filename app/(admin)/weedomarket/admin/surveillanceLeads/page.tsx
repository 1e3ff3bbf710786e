import { Suspense } from "react";
import { LeadFlowMonitor } from "@/features/market/webhooks/ui/lead-flow";
import { LEAD_FLOW } from "@/features/market/webhooks/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/surveillanceLeads");

/** The last 48 hours of intake are read on the server, so the first HTML holds the figures. */
function SurveillanceLeadsPage() {
  return (
    <PreloadQuery query={LEAD_FLOW} variables={{ by: "source" }} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <LeadFlowMonitor by="source" />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/surveillanceLeads", SurveillanceLeadsPage);
