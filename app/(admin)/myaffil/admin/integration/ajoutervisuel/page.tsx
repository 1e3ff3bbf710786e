import { AddVisual } from "@/features/myaffil/creatives/ui/visuals/add-visual";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/integration/ajoutervisuel");

async function AddVisualPage({ searchParams }: { searchParams: Promise<{ campaign?: string | string[] }> }) {
  const { campaign } = await searchParams;
  const id = typeof campaign === "string" && /^\d{1,9}$/.test(campaign) ? Number(campaign) : null;
  return <AddVisual campaignId={id} />;
}

export default withClientMessages("(admin)/myaffil/admin/integration/ajoutervisuel", AddVisualPage);
