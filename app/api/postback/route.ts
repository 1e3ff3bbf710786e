import { getDb } from "@/lib/db";
import { handlePostback, requestIp } from "@/features/myaffil/tracking/server/tracking/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The advertisers' server-to-server lead postback (GET query, form or JSON). */
const handle = pausedDuringMaintenance(async (request: Request) =>
  handlePostback(await getDb(), request, requestIp(request.headers)),
);

export { handle as GET, handle as POST };
