import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ringover");

export default function RingoverPartnerPage() {
  return <PartnerPage partner={partnerInfo("ringover")} />;
}
