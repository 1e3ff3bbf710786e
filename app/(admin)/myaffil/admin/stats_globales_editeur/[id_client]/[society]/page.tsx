import { notFound } from "next/navigation";
import { StatsPage } from "@/features/myaffil/stats/ui/stats-page";
import { StatsScreen } from "@/features/myaffil/stats/ui/stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats_globales_editeur/{id_client}/{society}");

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** One publisher's statistics (its MyAffil client id), reached from the revenue-by-publisher screen. */
async function PublisherStatsPage({ params }: { params: Promise<{ id_client: string; society: string }> }) {
  const { id_client, society } = await params;
  const clientId = Number(id_client);
  if (!Number.isInteger(clientId) || clientId <= 0) notFound();
  return (
    <StatsPage screen="publisherStats" values={{ society: decode(society), id: String(clientId) }}>
      <StatsScreen
        area="admin"
        groupBy="day"
        groupByOptions={["day", "week", "month", "program", "campaign", "support", "subId"]}
        filters={["program", "campaign"]}
        fixed={{ publisherClientId: clientId }}
        csvName={`stats_editeur_${clientId}`}
        testId="publisher-stats-view"
      />
    </StatsPage>
  );
}

export default withClientMessages(
  "(admin)/myaffil/admin/stats_globales_editeur/[id_client]/[society]",
  PublisherStatsPage,
);
