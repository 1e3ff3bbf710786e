import { notFound } from "next/navigation";
import { CampaignsList } from "@/components/myaffil/campaigns/campaigns-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/liste_campagnes/{id_client}");

/** One advertiser client's campaigns (its MyAffil client id). */
export default async function ClientCampaignsPage({ params }: { params: Promise<{ id_client: string }> }) {
  const { id_client } = await params;
  if (!/^\d{1,9}$/.test(id_client)) notFound();
  return <CampaignsList key={id_client} clientId={Number(id_client)} />;
}
