import { createPushClickHandler } from "@/features/staff/push/server/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** POST /api/push/click: the service worker counts a notification's click. */
export const POST = pausedDuringMaintenance(createPushClickHandler());
