import { CampaignEditor } from "@/components/myaffil/campaigns/campaign-editor";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/edit_campagne/{id_campagne}");

/** Edits a campaign; an unknown id renders the inline "not found" state. */
export default async function EditCampaignPage({ params }: { params: Promise<{ id_campagne: string }> }) {
  const { id_campagne } = await params;
  const id = /^\d{1,9}$/.test(id_campagne) ? Number(id_campagne) : null;
  return <CampaignEditor key={id ?? "none"} campaignId={id} />;
}
