import { partnerInfo } from "@/features/market/webhooks/ui/partner-info";
import { PartnerScreen } from "@/features/market/webhooks/ui/partner-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ecilia");

function EciliaPartnerPage() {
  return <PartnerScreen partner={partnerInfo("ecilia")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/ecilia", EciliaPartnerPage);
