import { PublisherCampaigns } from "@/components/myaffil/campaigns/publisher-campaigns";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/campagnelist");

export default function PublisherCampaignsPage() {
  return <PublisherCampaigns />;
}
