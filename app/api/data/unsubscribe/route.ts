import { getDb } from "@/lib/db";
import { createUnsubscribeHandlers } from "@/lib/api/market/data/unsubscribe-http";

export const dynamic = "force-dynamic";

/** The public one-click unsubscribe link (RFC 8058): see createUnsubscribeHandlers. */
export const { GET, POST } = createUnsubscribeHandlers({ db: getDb });
