import { StatsPivotScreen } from "@/features/myaffil/stats/ui/stats-pivot-screen";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsAvancees");

function AdvancedStatsPage() {
  return (
    <StatsPage screen="statsAdvanced">
      <StatsPivotScreen />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats/statsAvancees", AdvancedStatsPage);
