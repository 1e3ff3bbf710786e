import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetaillees");

export default function StatsDetailedPage() {
  return (
    <StatsPage screen="statsDetailed">
      <StatsView area="admin" groupBy="program" groupByOptions={["program", "campaign", "publisher", "advertiser", "day"]} filters={["advertiser", "program", "campaign", "publisher"]} csvName="stats_detaillees" />
    </StatsPage>
  );
}
