import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/statscaediteur");

export default function StatsRevenuePublisherPage() {
  return (
    <StatsPage screen="statsRevenuePublisher">
      <StatsView area="admin" groupBy="publisher" filters={["advertiser", "program"]} sortBy="revenue" csvName="ca_editeurs" />
    </StatsPage>
  );
}
