import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetailleestracking");

export default function StatsDetailedTrackingPage() {
  return (
    <StatsPage screen="statsDetailedTracking">
      <StatsView area="admin" groupBy="subId" groupByOptions={["subId", "support", "campaign", "publisher"]} filters={["publisher", "program", "campaign", "support", "subId"]} csvName="stats_tracking_detaillees" />
    </StatsPage>
  );
}
