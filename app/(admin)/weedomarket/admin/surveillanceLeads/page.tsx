import { LeadFlowMonitor } from "@/components/market/webhooks/lead-flow";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/surveillanceLeads");

export default function SurveillanceLeadsPage() {
  return <LeadFlowMonitor by="source" />;
}
