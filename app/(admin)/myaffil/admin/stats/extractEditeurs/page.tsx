import { PublisherExtractView } from "@/components/myaffil/stats/publisher-extract-view";
import { StatsPage } from "@/components/myaffil/stats/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/extractEditeurs");

export default function ExtractPublishersPage() {
  return (
    <StatsPage screen="extractPublishers">
      <PublisherExtractView />
    </StatsPage>
  );
}
