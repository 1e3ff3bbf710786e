import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statsglobales_Admin");

function StatsGlobalAdminPage() {
  return (
    <StatsPage screen="statsGlobalAdmin">
      <StatsScreen
        area="admin"
        groupBy="advertiser"
        groupByOptions={["advertiser", "program", "publisher", "day", "month"]}
        filters={["advertiser", "program"]}
        sortBy="revenue"
        csvName="stats_globales_admin"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statsglobales_Admin", StatsGlobalAdminPage);
