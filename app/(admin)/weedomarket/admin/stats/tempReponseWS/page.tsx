import { ResponseTimesScreen } from "@/features/mongustave/stats/ui/response-times-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stats/tempReponseWS");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Response times and error rates of the clients' web services (see ResponseTimesScreen). */
async function TempReponseWsPage({ searchParams }: Props) {
  return <ResponseTimesScreen searchParams={await searchParams} />;
}

export default withClientMessages("(admin)/weedomarket/admin/stats/tempReponseWS", TempReponseWsPage);
