import { REST_POLICIES } from "@/lib/access/api-policies";
import type { Db } from "@/lib/db/client";
import { mgRealtime } from "./mongustave";
import { createRealtimeHandler } from "./stream";

/** GET /api/realtime/mongustave: the live figures of /temps-reel/mongustave (tests pass their database). */
export const createMgRealtimeHandler = (opts: { db?: () => Promise<Db> } = {}) =>
  createRealtimeHandler({
    channel: "mongustave",
    policy: REST_POLICIES.realTimeMongustaveStream,
    read: (db) => mgRealtime(db),
    db: opts.db,
  });
