import { partnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnerPage } from "@/components/market/webhooks/partner-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/oggodata");

function OggodataPartnerPage() {
  return <PartnerPage partner={partnerInfo("oggodata")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/oggodata", OggodataPartnerPage);
