import { routeMetadata } from "@/components/shell/route-metadata";
import { LivePage } from "@/components/realtime/live-page";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { MARKET_REALTIME } from "./operations";

export const generateMetadata = routeMetadata("/temps-reel/weedomarket");

/**
 * /temps-reel/weedomarket: the marketplace's last 60 minutes, read from the tables on the server,
 * then kept current by the server's pushes (Server-Sent Events from /api/realtime/weedomarket).
 */
async function RealtimeMarketPage() {
  const { data } = await query({ query: MARKET_REALTIME, fetchPolicy: "no-cache", errorPolicy: "all" });
  return <LivePage variant="market" snapshot={data?.marketRealtime} stream="/api/realtime/weedomarket" />;
}

export default withClientMessages("(admin)/temps-reel/weedomarket", RealtimeMarketPage);
