import { PublisherCampaigns } from "@/components/myaffil/campaigns/publisher-campaigns";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { PUBLISHER_CAMPAIGNS } from "@/components/myaffil/programs/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/campagnelist");

function PublisherCampaignsPage() {
  return (
    <Preloaded query={PUBLISHER_CAMPAIGNS} variables={{}}>
      <PublisherCampaigns />
    </Preloaded>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/campagnelist", PublisherCampaignsPage);
