import { env } from "@/lib/config/env";
import { logger } from "@/lib/logger";
import { processDueDeliveries } from "./worker";

export const WORKER_INTERVAL_MS = 5_000;

const holder = globalThis as unknown as { __weedoWebhookWorker?: { stop(): void } };

/**
 * The webhook queue's background loop, once per server process (the guard survives dev reloads):
 * every 5 s it sends what is due. Rows are claimed with a lease, so several processes can run it.
 * WEBHOOK_WORKER=off disables it (lib/jobs/background.ts); SIGTERM stops it.
 */
export function startWebhookWorker(intervalMs = WORKER_INTERVAL_MS): { stop(): void } | null {
  if (!env().WEBHOOK_WORKER) return null;
  if (holder.__weedoWebhookWorker) return holder.__weedoWebhookWorker;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const { getDb } = await import("@/lib/db");
      const db = await getDb();
      // Drain what is due, a batch at a time, without starving the next tick.
      for (let i = 0; i < 10 && !stopped; i++) {
        const r = await processDueDeliveries(db, { now: new Date(), limit: 20 });
        if (r.claimed > 0) logger.info(r, "webhook deliveries processed");
        if (r.claimed < 20) break;
      }
    } catch (err) {
      logger.error({ err }, "webhook worker tick failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const handle = {
    stop() {
      stopped = true;
      clearInterval(timer);
      holder.__weedoWebhookWorker = undefined;
    },
  };
  process.once("SIGTERM", () => handle.stop());
  holder.__weedoWebhookWorker = handle;
  return handle;
}
