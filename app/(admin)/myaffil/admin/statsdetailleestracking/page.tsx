import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetailleestracking");

function StatsDetailedTrackingPage() {
  return (
    <StatsPage screen="statsDetailedTracking">
      <StatsScreen
        area="admin"
        groupBy="subId"
        groupByOptions={["subId", "support", "campaign", "publisher"]}
        filters={["publisher", "program", "campaign", "support", "subId"]}
        csvName="stats_tracking_detaillees"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statsdetailleestracking", StatsDetailedTrackingPage);
