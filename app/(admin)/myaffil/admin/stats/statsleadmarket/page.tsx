import { LeadmarketScreen } from "@/components/myaffil/stats/leadmarket-screen";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsleadmarket");

function LeadmarketStatsPage() {
  return (
    <StatsPage screen="statsLeadmarket">
      <LeadmarketScreen />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats/statsleadmarket", LeadmarketStatsPage);
