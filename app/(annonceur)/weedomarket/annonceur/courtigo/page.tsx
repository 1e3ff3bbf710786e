import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/courtigo");

export default function CourtigoPartnerPage() {
  return <PartnerPage partner={partnerInfo("courtigo")} />;
}
