import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statsdetaillees_Admin");

export default function StatsDetailedAdminPage() {
  return (
    <StatsPage screen="statsDetailedAdmin">
      <StatsView area="admin" groupBy="campaign" groupByOptions={["campaign", "program", "publisher", "support", "subId", "advertiser"]} filters={["advertiser", "program", "campaign", "publisher", "support"]} csvName="stats_detaillees_admin" />
    </StatsPage>
  );
}
