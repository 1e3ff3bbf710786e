import { notFound } from "next/navigation";
import { ShootStatsScreen } from "@/features/myaffil/stats/ui/shoot-stats-screen";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats_shoots/{id_campagne}");

async function CampaignShootStatsPage({ params }: { params: Promise<{ id_campagne: string }> }) {
  const { id_campagne } = await params;
  const id = Number(id_campagne);
  if (!Number.isInteger(id) || id <= 0) notFound();
  return (
    <StatsPage screen="campaignShoots" values={{ id: String(id) }}>
      <ShootStatsScreen campaignId={id} />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats_shoots/[id_campagne]", CampaignShootStatsPage);
