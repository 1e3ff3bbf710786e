import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { StatsView } from "@/components/myaffil/stats/stats-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/stats/statscampagnes");

export default function PublisherStatsCampaignsPage() {
  return (
    <StatsPage screen="publisherStatsCampaigns">
      <StatsView area="editeur" groupBy="campaign" groupByOptions={["campaign", "program", "support", "subId"]} filters={["program", "support"]} sortBy="payout" csvName="stats_campagnes" />
    </StatsPage>
  );
}
