import { ShootStatsView } from "@/components/myaffil/stats/shoot-stats-view";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/StatsShoots");

export default function PublisherShootStatsPage() {
  return (
    <StatsPage screen="publisherShoots">
      <ShootStatsView />
    </StatsPage>
  );
}
