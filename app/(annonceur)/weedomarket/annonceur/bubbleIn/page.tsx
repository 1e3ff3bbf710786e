import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/bubbleIn");

function BubbleInPartnerPage() {
  return <PartnerPage partner={partnerInfo("bubbleIn")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/bubbleIn", BubbleInPartnerPage);
