import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statsglobalestracking");

export default function StatsGlobalTrackingPage() {
  return (
    <StatsPage screen="statsGlobalTracking">
      <StatsView area="admin" groupBy="support" groupByOptions={["support", "subId", "day"]} filters={["publisher", "program", "support", "subId"]} csvName="stats_tracking" />
    </StatsPage>
  );
}
