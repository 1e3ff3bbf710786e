import { notFound } from "next/navigation";
import { CampaignsList } from "@/features/myaffil/campaigns/ui/campaigns-list";
import { campaignListVariables } from "@/features/myaffil/campaigns/ui/list-variables";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { CAMPAIGNS } from "@/features/myaffil/programs/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/liste_campagnes/{id_client}");

/** One advertiser client's campaigns (its MyAffil client id). */
async function ClientCampaignsPage({ params }: { params: Promise<{ id_client: string }> }) {
  const { id_client } = await params;
  if (!/^\d{1,9}$/.test(id_client)) notFound();
  const clientId = Number(id_client);
  return (
    <Preloaded key={id_client} query={CAMPAIGNS} variables={campaignListVariables(clientId)}>
      <CampaignsList clientId={clientId} />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/liste_campagnes/[id_client]", ClientCampaignsPage);
