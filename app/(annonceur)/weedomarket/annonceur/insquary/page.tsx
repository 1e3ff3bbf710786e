import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/insquary");

function InsquaryPartnerPage() {
  return <PartnerPage partner={partnerInfo("insquary")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/insquary", InsquaryPartnerPage);
