import { ShootStatsScreen } from "@/features/myaffil/stats/ui/shoot-stats-screen";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/StatsShoots");

function PublisherShootStatsPage() {
  return (
    <StatsPage screen="publisherShoots">
      <ShootStatsScreen />
    </StatsPage>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/StatsShoots", PublisherShootStatsPage);
