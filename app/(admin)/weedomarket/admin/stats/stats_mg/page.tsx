import { MarginScreen } from "@/features/mongustave/stats/ui/margin-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stats/stats_mg");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Mon Gustave margin per product and month (see MarginScreen). */
async function StatsMgPage({ searchParams }: Props) {
  return <MarginScreen searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedomarket/admin/stats/stats_mg", StatsMgPage);
