import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/bubbleIn");

export default function BubbleInPartnerPage() {
  return <PartnerPage partner={partnerInfo("bubbleIn")} />;
}
