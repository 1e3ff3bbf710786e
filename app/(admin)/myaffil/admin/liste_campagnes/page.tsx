import { CampaignsList } from "@/features/myaffil/campaigns/ui/campaigns-list";
import { campaignListVariables } from "@/features/myaffil/campaigns/ui/list-variables";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { CAMPAIGNS } from "@/features/myaffil/programs/ui/operations";
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
