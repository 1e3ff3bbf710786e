import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetaillees");

function StatsDetailedPage() {
  return (
    <StatsPage screen="statsDetailed">
      <StatsScreen
        area="admin"
        groupBy="program"
        groupByOptions={["program", "campaign", "publisher", "advertiser", "day"]}
        filters={["advertiser", "program", "campaign", "publisher"]}
        csvName="stats_detaillees"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statsdetaillees", StatsDetailedPage);
