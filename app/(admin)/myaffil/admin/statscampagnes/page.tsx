import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statscampagnes");

export default function StatsCampaignsPage() {
  return (
    <StatsPage screen="statsCampaigns">
      <StatsView area="admin" groupBy="campaign" groupByOptions={["campaign", "program"]} filters={["advertiser", "program"]} csvName="stats_campagnes" />
    </StatsPage>
  );
}
