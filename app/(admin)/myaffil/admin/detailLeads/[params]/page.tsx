import { notFound } from "next/navigation";
import { LeadDetailsScreen } from "@/features/myaffil/stats/ui/lead-details-screen";
import { rangeFromParams } from "@/features/myaffil/stats/ui/range-param";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/detailLeads/{id_client}&{date_start}&{date_end}");

/** One publisher's leads over a range: `detailLeads/{id_client}&{date_start}&{date_end}` (one segment). */
async function ClientLeadDetailsPage({ params }: { params: Promise<{ params: string }> }) {
  const { params: segment } = await params;
  const [id, from, to] = decodeURIComponent(segment).split("&");
  const clientId = Number(id);
  if (!Number.isInteger(clientId) || clientId <= 0) notFound();
  const initialRange = rangeFromParams(from, to);
  return (
    <StatsPage screen="leadDetailsClient" values={{ id: String(clientId) }}>
      <LeadDetailsScreen
        area="admin"
        initialRange={initialRange}
        fixed={{ publisherClientId: clientId }}
        filters={["program", "campaign", "support"]}
        statusActions
        csvName={`leads_editeur_${clientId}`}
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/detailLeads/[params]", ClientLeadDetailsPage);
