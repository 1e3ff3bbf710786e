import { LeadmarketView } from "@/components/myaffil/stats/leadmarket-view";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsleadmarket");

function LeadmarketStatsPage() {
  return (
    <StatsPage screen="statsLeadmarket">
      <LeadmarketView />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats/statsleadmarket", LeadmarketStatsPage);
