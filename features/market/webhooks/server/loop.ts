import { env } from "@/lib/config/env";
import { startLoop, type Loop } from "@/lib/jobs/loop";
import { logger } from "@/lib/logger";
import { processDueDeliveries } from "./worker";

export const WORKER_INTERVAL_MS = 5_000;

/**
 * The webhook queue's background loop, once per server process: every 5 s it sends what is due. Rows
 * are claimed with a lease, so several processes can run it. WEBHOOK_WORKER=off disables it
 * (lib/jobs/background.ts); SIGTERM stops it.
 */
export function startWebhookWorker(intervalMs = WORKER_INTERVAL_MS): Loop | null {
  if (!env().WEBHOOK_WORKER) return null;
  return startLoop("webhook worker", intervalMs, async (stopped) => {
    const { getDb } = await import("@/lib/db");
    const db = await getDb();
    // Drain what is due, a batch at a time, without starving the next tick.
    for (let i = 0; i < 10 && !stopped(); i++) {
      const r = await processDueDeliveries(db, { now: new Date(), limit: 20 });
      if (r.claimed > 0) logger.info(r, "webhook deliveries processed");
      if (r.claimed < 20) break;
    }
  });
}
