import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statscaprogramme");

function StatsRevenueProgramPage() {
  return (
    <StatsPage screen="statsRevenueProgram">
      <StatsScreen
        area="admin"
        groupBy="program"
        groupByOptions={["program", "advertiser"]}
        filters={["advertiser"]}
        sortBy="revenue"
        csvName="ca_programmes"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statscaprogramme", StatsRevenueProgramPage);
