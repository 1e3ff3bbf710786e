import { CampaignsList } from "@/components/myaffil/campaigns/campaigns-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/liste_campagnes");

export default function CampaignsPage() {
  return <CampaignsList clientId={null} />;
}
