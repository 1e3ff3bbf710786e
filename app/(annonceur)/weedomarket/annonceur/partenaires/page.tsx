import { allPartnerInfo } from "@/features/market/webhooks/ui/partner-info";
import { PartnersGrid } from "@/features/market/webhooks/ui/partners-grid";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/partenaires");

function PartenairesPage() {
  return <PartnersGrid partners={allPartnerInfo()} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/partenaires", PartenairesPage);
