import { routeMetadata } from "@/components/shell/route-metadata";
import { LivePage } from "@/components/realtime/live-page";
import { query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { MG_REALTIME } from "./operations";

export const generateMetadata = routeMetadata("/temps-reel/mongustave");

/**
 * /temps-reel/mongustave: Mon Gustave's last 60 minutes (requests in, deliveries accepted and
 * refused by the clients' web services, revenue, per product), read on the server, then kept
 * current by the server's pushes (Server-Sent Events from /api/realtime/mongustave).
 */
async function RealtimeMongustavePage() {
  const { data } = await query({ query: MG_REALTIME, fetchPolicy: "no-cache", errorPolicy: "all" });
  return <LivePage variant="mongustave" snapshot={data?.mgRealtime} stream="/api/realtime/mongustave" />;
}

export default withClientMessages("(admin)/temps-reel/mongustave", RealtimeMongustavePage);
