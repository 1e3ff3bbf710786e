import { partnerInfo } from "@/features/market/webhooks/ui/partner-info";
import { PartnerScreen } from "@/features/market/webhooks/ui/partner-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/ringover");

function RingoverPartnerPage() {
  return <PartnerScreen partner={partnerInfo("ringover")} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/ringover", RingoverPartnerPage);
