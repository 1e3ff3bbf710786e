import { CampaignEditor } from "@/features/myaffil/campaigns/ui/campaign-editor";
import { PreloadedRef } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { CAMPAIGN_DETAIL } from "@/features/myaffil/programs/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/edit_campagne/{id_campagne}");

/** Edits a campaign; an unknown id renders the inline "not found" state. */
async function EditCampaignPage({ params }: { params: Promise<{ id_campagne: string }> }) {
  const { id_campagne } = await params;
  const id = /^\d{1,9}$/.test(id_campagne) ? Number(id_campagne) : null;
  if (id == null) return <CampaignEditor key="none" campaignId={null} />;
  return (
    <PreloadedRef key={id} query={CAMPAIGN_DETAIL} variables={{ id }}>
      {(campaign) => <CampaignEditor campaignId={id} campaign={campaign} />}
    </PreloadedRef>
  );
}

export default withClientMessages("(admin)/myaffil/admin/edit_campagne/[id_campagne]", EditCampaignPage);
