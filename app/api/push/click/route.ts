import { createPushClickHandler } from "@/lib/api/auth/push/http";

export const dynamic = "force-dynamic";

/** POST /api/push/click: the service worker counts a notification's click. */
export const POST = createPushClickHandler();
