import { LeadFlowMonitor } from "@/components/market/webhooks/lead-flow";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/surveillanceLeads_2");

export default function SurveillanceLeads2Page() {
  return <LeadFlowMonitor by="category" />;
}
