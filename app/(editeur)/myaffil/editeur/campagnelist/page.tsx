import { PublisherCampaigns } from "@/features/myaffil/campaigns/ui/publisher-campaigns";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { PUBLISHER_CAMPAIGNS } from "@/features/myaffil/programs/ui/operations";
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
