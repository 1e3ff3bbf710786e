import { StatsPivot } from "@/components/myaffil/stats/stats-pivot";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsAvancees");

export default function AdvancedStatsPage() {
  return (
    <StatsPage screen="statsAdvanced">
      <StatsPivot />
    </StatsPage>
  );
}
