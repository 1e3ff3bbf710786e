import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statsglobalestracking");

function StatsGlobalTrackingPage() {
  return (
    <StatsPage screen="statsGlobalTracking">
      <StatsScreen
        area="admin"
        groupBy="support"
        groupByOptions={["support", "subId", "day"]}
        filters={["publisher", "program", "support", "subId"]}
        csvName="stats_tracking"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statsglobalestracking", StatsGlobalTrackingPage);
