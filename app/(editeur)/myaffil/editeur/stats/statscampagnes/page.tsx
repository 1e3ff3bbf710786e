import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/stats/statscampagnes");

function PublisherStatsCampaignsPage() {
  return (
    <StatsPage screen="publisherStatsCampaigns">
      <StatsScreen
        area="editeur"
        groupBy="campaign"
        groupByOptions={["campaign", "program", "support", "subId"]}
        filters={["program", "support"]}
        sortBy="payout"
        csvName="stats_campagnes"
      />
    </StatsPage>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/stats/statscampagnes", PublisherStatsCampaignsPage);
