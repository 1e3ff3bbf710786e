import { PublisherExtractScreen } from "@/features/myaffil/stats/ui/publisher-extract-screen";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/extractEditeurs");

function ExtractPublishersPage() {
  return (
    <StatsPage screen="extractPublishers">
      <PublisherExtractScreen />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/stats/extractEditeurs", ExtractPublishersPage);
