import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsglobales");

function StatsGlobalPage() {
  return (
    <StatsPage screen="statsGlobal">
      <StatsScreen
        area="admin"
        groupBy="day"
        groupByOptions={["day", "week", "month"]}
        filters={["advertiser", "program", "campaign", "publisher"]}
        csvName="stats_globales"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats/statsglobales", StatsGlobalPage);
