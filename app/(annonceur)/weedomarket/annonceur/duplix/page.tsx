import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/duplix");

function DuplixPartnerPage() {
  return <PartnerPage partner={partnerInfo("duplix")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/duplix", DuplixPartnerPage);
