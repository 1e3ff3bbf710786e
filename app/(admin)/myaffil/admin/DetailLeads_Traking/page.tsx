import { LeadDetailsScreen } from "@/features/myaffil/stats/ui/lead-details-screen";
import { rangeFromParams } from "@/features/myaffil/stats/ui/range-param";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/DetailLeads_Traking");

async function AdminLeadDetailsTrackingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const initialRange = rangeFromParams(q.from, q.to);
  return (
    <StatsPage screen="leadDetailsTracking">
      <LeadDetailsScreen
        area="admin"
        initialRange={initialRange}
        filters={["publisher", "program", "campaign", "support", "subId"]}
        statusActions
        csvName="leads_tracking"
      />
    </StatsPage>
  );
}

export default withClientMessages("(admin)/myaffil/admin/DetailLeads_Traking", AdminLeadDetailsTrackingPage);
