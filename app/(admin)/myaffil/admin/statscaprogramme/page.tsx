import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statscaprogramme");

export default function StatsRevenueProgramPage() {
  return (
    <StatsPage screen="statsRevenueProgram">
      <StatsView area="admin" groupBy="program" groupByOptions={["program", "advertiser"]} filters={["advertiser"]} sortBy="revenue" csvName="ca_programmes" />
    </StatsPage>
  );
}
