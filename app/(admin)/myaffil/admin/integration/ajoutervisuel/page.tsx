import { AddVisual } from "@/components/myaffil/visuals/add-visual";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/integration/ajoutervisuel");

export default async function AddVisualPage({ searchParams }: { searchParams: Promise<{ campaign?: string | string[] }> }) {
  const { campaign } = await searchParams;
  const id = typeof campaign === "string" && /^\d{1,9}$/.test(campaign) ? Number(campaign) : null;
  return <AddVisual campaignId={id} />;
}
