import { partnerInfo } from "@/features/market/webhooks/ui/partner-info";
import { PartnerScreen } from "@/features/market/webhooks/ui/partner-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/bubbleIn");

function BubbleInPartnerPage() {
  return <PartnerScreen partner={partnerInfo("bubbleIn")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/bubbleIn", BubbleInPartnerPage);
