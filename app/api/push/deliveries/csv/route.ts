import { createPushDeliveriesCsvHandler } from "@/lib/api/auth/push/http";

export const dynamic = "force-dynamic";

/** GET /api/push/deliveries/csv: the push delivery log of /pushNotifications/logs as CSV (ad). */
export const GET = createPushDeliveriesCsvHandler();
