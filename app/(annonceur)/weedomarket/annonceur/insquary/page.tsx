import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/insquary");

export default function InsquaryPartnerPage() {
  return <PartnerPage partner={partnerInfo("insquary")} />;
}
