import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/annonceur/stats/statsdetaillees");

function AdvertiserStatsDetailedPage() {
  return (
    <StatsPage screen="advertiserStatsDetailed">
      <StatsScreen
        area="annonceur"
        groupBy="program"
        groupByOptions={["program", "campaign", "publisher", "day"]}
        filters={["program", "campaign"]}
        csvName="stats_detaillees"
      />
    </StatsPage>
  );
}

export default withClientMessages("(annonceur)/myaffil/annonceur/stats/statsdetaillees", AdvertiserStatsDetailedPage);
