import { LeadmarketView } from "@/components/myaffil/stats/leadmarket-view";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/statsleadmarket");

export default function LeadmarketStatsPage() {
  return (
    <StatsPage screen="statsLeadmarket">
      <LeadmarketView />
    </StatsPage>
  );
}
