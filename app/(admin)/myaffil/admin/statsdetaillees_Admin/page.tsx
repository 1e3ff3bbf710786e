import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetaillees_Admin");

function StatsDetailedAdminPage() {
  return (
    <StatsPage screen="statsDetailedAdmin">
      <StatsScreen
        area="admin"
        groupBy="campaign"
        groupByOptions={["campaign", "program", "publisher", "support", "subId", "advertiser"]}
        filters={["advertiser", "program", "campaign", "publisher", "support"]}
        csvName="stats_detaillees_admin"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statsdetaillees_Admin", StatsDetailedAdminPage);
