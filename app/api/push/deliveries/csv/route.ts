import { createPushDeliveriesCsvHandler } from "@/features/staff/push/server/http";

export const dynamic = "force-dynamic";

/** GET /api/push/deliveries/csv: the push delivery log of /pushNotifications/logs as CSV (ad). */
export const GET = createPushDeliveriesCsvHandler();
