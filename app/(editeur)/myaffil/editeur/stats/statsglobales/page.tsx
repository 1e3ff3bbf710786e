import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/stats/statsglobales");

export default function PublisherStatsGlobalPage() {
  return (
    <StatsPage screen="publisherStatsGlobal">
      <StatsView area="editeur" groupBy="day" groupByOptions={["day", "week", "month"]} filters={["program", "campaign", "support", "subId"]} csvName="stats_globales" />
    </StatsPage>
  );
}
