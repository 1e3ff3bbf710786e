import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/annonceur/stats/statsglobales");

function AdvertiserStatsGlobalPage() {
  return (
    <StatsPage screen="advertiserStatsGlobal">
      <StatsScreen
        area="annonceur"
        groupBy="day"
        groupByOptions={["day", "week", "month"]}
        filters={["program", "campaign"]}
        csvName="stats_globales"
      />
    </StatsPage>
  );
}

export default withClientMessages("(annonceur)/myaffil/annonceur/stats/statsglobales", AdvertiserStatsGlobalPage);
