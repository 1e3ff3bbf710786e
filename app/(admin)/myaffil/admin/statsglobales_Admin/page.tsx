import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statsglobales_Admin");

export default function StatsGlobalAdminPage() {
  return (
    <StatsPage screen="statsGlobalAdmin">
      <StatsView area="admin" groupBy="advertiser" groupByOptions={["advertiser", "program", "publisher", "day", "month"]} filters={["advertiser", "program"]} sortBy="revenue" csvName="stats_globales_admin" />
    </StatsPage>
  );
}
