import { REST_POLICIES } from "@/lib/access/api-policies";
import type { Db } from "@/lib/db/client";
import { createRealtimeHandler } from "./stream";
import { marketRealtime } from "./weedomarket";

/** GET /api/realtime/weedomarket: the live figures of /temps-reel/weedomarket (tests pass their database). */
export const createMarketRealtimeHandler = (opts: { db?: () => Promise<Db> } = {}) =>
  createRealtimeHandler({
    channel: "weedomarket",
    policy: REST_POLICIES.realTimeMarketStream,
    read: (db) => marketRealtime(db),
    db: opts.db,
  });
