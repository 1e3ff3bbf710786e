import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/statscaediteur");

function StatsRevenuePublisherPage() {
  return (
    <StatsPage screen="statsRevenuePublisher">
      <StatsScreen
        area="admin"
        groupBy="publisher"
        filters={["advertiser", "program"]}
        sortBy="revenue"
        csvName="ca_editeurs"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/statscaediteur", StatsRevenuePublisherPage);
