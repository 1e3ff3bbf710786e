import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ringover");

function RingoverPartnerPage() {
  return <PartnerPage partner={partnerInfo("ringover")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/ringover", RingoverPartnerPage);
