import { allPartnerInfo } from "@/components/market/webhooks/partner-info";
import { PartnersGrid } from "@/components/market/webhooks/partners-grid";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/partenaires");

export default function PartenairesPage() {
  return <PartnersGrid partners={allPartnerInfo()} />;
}
