import { allPartnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnersGrid } from "@/components/market/webhooks/partners-grid";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/partenaires");

function PartenairesPage() {
  return <PartnersGrid partners={allPartnerInfo()} />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/partenaires", PartenairesPage);
