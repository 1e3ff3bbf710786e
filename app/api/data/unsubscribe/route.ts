import { getDb } from "@/lib/db";
import { createUnsubscribeHandlers } from "@/features/data/contacts/server/unsubscribe-http";
import { maintenancePage } from "@/lib/maintenance/answer";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The public one-click unsubscribe link (RFC 8058): see createUnsubscribeHandlers. */
const handlers = createUnsubscribeHandlers({ db: getDb });
export const GET = pausedDuringMaintenance(handlers.GET, (request) => maintenancePage(request));
export const POST = pausedDuringMaintenance(handlers.POST);
