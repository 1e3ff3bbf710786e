import { LeadmarketScreen } from "@/features/myaffil/stats/ui/leadmarket-screen";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
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
