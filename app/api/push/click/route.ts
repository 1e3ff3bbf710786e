import { createPushClickHandler } from "@/lib/api/auth/push/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** POST /api/push/click: the service worker counts a notification's click. */
export const POST = pausedDuringMaintenance(createPushClickHandler());
