import { CampaignVisuals } from "@/components/myaffil/visuals/campaign-visuals";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/visuel/{identifiant}/{nom_campagne}/{id_ann}");

export default async function CampaignVisualsPage({ params }: { params: Promise<{ identifiant: string; nom_campagne: string; id_ann: string }> }) {
  const { identifiant, id_ann } = await params;
  let trackingId = identifiant;
  try {
    trackingId = decodeURIComponent(identifiant);
  } catch {
    // Left as is: the API answers "not found".
  }
  return <CampaignVisuals trackingId={trackingId} advertiserClientId={/^\d{1,9}$/.test(id_ann) ? Number(id_ann) : null} />;
}
