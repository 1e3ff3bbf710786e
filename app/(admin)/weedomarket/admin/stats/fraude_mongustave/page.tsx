import { FraudQueueScreen } from "@/features/mongustave/fraud/ui/fraud-queue-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stats/fraude_mongustave");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The Mon Gustave fraud review queue (see FraudQueueScreen). */
async function FraudMongustavePage({ searchParams }: Props) {
  return <FraudQueueScreen searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedomarket/admin/stats/fraude_mongustave", FraudMongustavePage);
