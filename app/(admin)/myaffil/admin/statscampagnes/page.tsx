import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statscampagnes");

function StatsCampaignsPage() {
  return (
    <StatsPage screen="statsCampaigns">
      <StatsScreen
        area="admin"
        groupBy="campaign"
        groupByOptions={["campaign", "program"]}
        filters={["advertiser", "program"]}
        csvName="stats_campagnes"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statscampagnes", StatsCampaignsPage);
