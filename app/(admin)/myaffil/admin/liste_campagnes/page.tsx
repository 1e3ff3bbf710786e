import { CampaignsList } from "@/components/myaffil/campaigns/campaigns-list";
import { campaignListVariables } from "@/components/myaffil/campaigns/list-variables";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { CAMPAIGNS } from "@/components/myaffil/programs/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/liste_campagnes");

function CampaignsPage() {
  return (
    <Preloaded query={CAMPAIGNS} variables={campaignListVariables(null)}>
      <CampaignsList clientId={null} />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/liste_campagnes", CampaignsPage);
