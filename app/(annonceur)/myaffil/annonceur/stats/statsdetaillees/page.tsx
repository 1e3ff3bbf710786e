import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/annonceur/stats/statsdetaillees");

export default function AdvertiserStatsDetailedPage() {
  return (
    <StatsPage screen="advertiserStatsDetailed">
      <StatsView area="annonceur" groupBy="program" groupByOptions={["program", "campaign", "publisher", "day"]} filters={["program", "campaign"]} csvName="stats_detaillees" />
    </StatsPage>
  );
}
