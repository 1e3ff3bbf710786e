import { StatGustaveScreen } from "@/features/mongustave/stats/ui/stat-gustave-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stats/statGustave");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Mon Gustave volumes, revenue and acceptance (see StatGustaveScreen). */
async function StatGustavePage({ searchParams }: Props) {
  return <StatGustaveScreen searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedomarket/admin/stats/statGustave", StatGustavePage);
