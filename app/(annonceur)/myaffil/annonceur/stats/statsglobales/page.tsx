import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/annonceur/stats/statsglobales");

export default function AdvertiserStatsGlobalPage() {
  return (
    <StatsPage screen="advertiserStatsGlobal">
      <StatsView area="annonceur" groupBy="day" groupByOptions={["day", "week", "month"]} filters={["program", "campaign"]} csvName="stats_globales" />
    </StatsPage>
  );
}
