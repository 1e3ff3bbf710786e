import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsglobales");

export default function StatsGlobalPage() {
  return (
    <StatsPage screen="statsGlobal">
      <StatsView area="admin" groupBy="day" groupByOptions={["day", "week", "month"]} filters={["advertiser", "program", "campaign", "publisher"]} csvName="stats_globales" />
    </StatsPage>
  );
}
