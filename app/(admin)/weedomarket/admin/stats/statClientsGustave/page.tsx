import { ClientStatsScreen } from "@/features/mongustave/stats/ui/client-stats-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stats/statClientsGustave");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Mon Gustave statistics per client (see ClientStatsScreen). */
async function StatClientsGustavePage({ searchParams }: Props) {
  return <ClientStatsScreen searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedomarket/admin/stats/statClientsGustave", StatClientsGustavePage);
