import { logger } from "@/lib/logger";
import { counted, inMaintenance } from "@/lib/maintenance/state";

export interface Loop {
  stop(): void;
}

const holder = globalThis as unknown as { __weedoLoops?: Map<string, Loop> };

/**
 * A background loop, once per server process and name (the registry on globalThis survives dev
 * reloads): every `intervalMs` it runs `tick`, never two at once; `stopped()` lets a tick end a batch
 * early. A failed tick is logged and the next one runs as usual; SIGTERM stops the loop.
 */
export function startLoop(name: string, intervalMs: number, tick: (stopped: () => boolean) => Promise<void>): Loop {
  const loops = (holder.__weedoLoops ??= new Map());
  const existing = loops.get(name);
  if (existing) return existing;
  let running = false;
  let stopped = false;
  const run = async () => {
    // A restore pauses the loops with the rest of the writes, and waits for a tick under way.
    if (running || stopped || inMaintenance()) return;
    running = true;
    try {
      // A batch under way ends early when a restore begins, as when the loop stops.
      await counted(() => tick(() => stopped || inMaintenance()));
    } catch (err) {
      logger.error({ err }, `${name} tick failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  const handle: Loop = {
    stop() {
      stopped = true;
      clearInterval(timer);
      loops.delete(name);
    },
  };
  process.once("SIGTERM", () => handle.stop());
  loops.set(name, handle);
  return handle;
}
