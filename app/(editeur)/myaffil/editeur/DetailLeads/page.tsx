import { LeadDetailsScreen } from "@/features/myaffil/stats/ui/lead-details-screen";
import { rangeFromParams } from "@/features/myaffil/stats/ui/range-param";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/DetailLeads");

async function PublisherLeadDetailsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const initialRange = rangeFromParams(q.from, q.to);
  return (
    <StatsPage screen="publisherLeadDetails">
      <LeadDetailsScreen
        area="editeur"
        initialRange={initialRange}
        filters={["program", "campaign", "support", "subId"]}
        csvName="mes_leads"
      />
    </StatsPage>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/DetailLeads", PublisherLeadDetailsPage);
