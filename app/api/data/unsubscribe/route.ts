import { getDb } from "@/lib/db";
import { createUnsubscribeHandlers } from "@/lib/api/market/data/unsubscribe-http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The public one-click unsubscribe link (RFC 8058): see createUnsubscribeHandlers. */
const handlers = createUnsubscribeHandlers({ db: getDb });
export const GET = pausedDuringMaintenance(handlers.GET);
export const POST = pausedDuringMaintenance(handlers.POST);
