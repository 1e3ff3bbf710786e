import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ernest");

function ErnestPartnerPage() {
  return <PartnerPage partner={partnerInfo("ernest")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/ernest", ErnestPartnerPage);
