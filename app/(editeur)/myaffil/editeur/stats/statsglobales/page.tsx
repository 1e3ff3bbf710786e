import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/stats/statsglobales");

function PublisherStatsGlobalPage() {
  return (
    <StatsPage screen="publisherStatsGlobal">
      <StatsScreen
        area="editeur"
        groupBy="day"
        groupByOptions={["day", "week", "month"]}
        filters={["program", "campaign", "support", "subId"]}
        csvName="stats_globales"
      />
    </StatsPage>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/stats/statsglobales", PublisherStatsGlobalPage);
