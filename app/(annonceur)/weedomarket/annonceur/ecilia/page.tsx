import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ecilia");

export default function EciliaPartnerPage() {
  return <PartnerPage partner={partnerInfo("ecilia")} />;
}
