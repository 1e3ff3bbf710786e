import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { backupDir } from "@/lib/config/backup-dir";
import { logger } from "@/lib/logger";
import { processAlive } from "@/lib/utils/process-alive";

/**
 * Maintenance mode: while a backup is restored, nothing writes. This process refuses at once (a flag);
 * the other instances, which share the backups directory (as the backup lock does), see its marker
 * file there within MARKER_TTL_MS. The proxy, the GraphQL endpoints, the write routes and the
 * background loops all ask `inMaintenance()`. A marker left by a dead process on this host is ignored
 * and removed; one from another host is ignored after MARKER_MAX_AGE_MS, so that an instance that
 * died mid-restore cannot keep the others shut for good.
 */
const MARKER = ".maintenance";
export const MARKER_TTL_MS = 250;
const MARKER_MAX_AGE_MS = 60 * 60 * 1000;
/** How long a restore waits for the writes already under way here to end before it starts anyway. */
const DRAIN_MS = 15_000;
/** What the other instances get to see the marker and end a write they had begun (their own count is theirs). */
const OTHERS_GRACE_MS = 4 * MARKER_TTL_MS;

interface Marker {
  host: string;
  pid: number;
  since: string;
}

const shared = globalThis as unknown as {
  __weedoMaintenance?: {
    since: Date | null;
    inFlight: number;
    /** The requests and ticks counted in inFlight, so a restore started from one does not wait for itself. */
    counted: AsyncLocalStorage<true>;
    checked: { at: number; on: boolean };
  };
};
const state = (shared.__weedoMaintenance ??= {
  since: null,
  inFlight: 0,
  counted: new AsyncLocalStorage<true>(),
  checked: { at: 0, on: false },
});

const markerPath = () => path.join(backupDir(), MARKER);

function markerInForce(file: string): boolean {
  if (!existsSync(file)) return false;
  let marker: Partial<Marker> = {};
  try {
    marker = JSON.parse(readFileSync(file, "utf8")) as Partial<Marker>;
  } catch {
    // Half-written by its owner this very moment: in force.
    return true;
  }
  if (marker.host === hostname()) {
    // Our own pid, while this process restores nothing: left by an earlier process (a container restarted) that had it.
    if (marker.pid && marker.pid !== process.pid && processAlive(marker.pid)) return true;
    rmSync(file, { force: true });
    return false;
  }
  return Date.now() - Date.parse(marker.since ?? "") < MARKER_MAX_AGE_MS;
}

/** Whether writes are paused: a restore runs here, or (seen at most MARKER_TTL_MS ago) on another instance. */
export function inMaintenance(): boolean {
  if (state.since) return true;
  const now = Date.now();
  if (now - state.checked.at >= MARKER_TTL_MS) state.checked = { at: now, on: markerInForce(markerPath()) };
  return state.checked.on;
}

/** Counts a write (a request, a background tick) while it runs: a restore waits for it to end. */
export async function counted<T>(work: () => Promise<T>): Promise<T> {
  state.inFlight++;
  try {
    return await state.counted.run(true, work);
  } finally {
    state.inFlight--;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` with writes paused: the flag and the marker first, then a wait for the writes under way
 * here (not the caller, when it is one) and for the other instances to see the marker, then the work;
 * writes resume when it ends, however it ends.
 */
export async function whilePaused<T>(work: () => Promise<T>): Promise<T> {
  if (state.since) throw new Error("maintenance is already in progress in this process");
  state.since = new Date();
  const file = markerPath();
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const marker: Marker = { host: hostname(), pid: process.pid, since: state.since.toISOString() };
    await writeFile(file, JSON.stringify(marker));
    const self = state.counted.getStore() ? 1 : 0;
    const until = Date.now() + DRAIN_MS;
    while (state.inFlight > self && Date.now() < until) await sleep(25);
    // Another instance reads the marker at most MARKER_TTL_MS late; a write it began just before ends soon after.
    await sleep(OTHERS_GRACE_MS);
    return await work();
  } finally {
    state.since = null;
    state.checked = { at: 0, on: false };
    await rm(file, { force: true }).catch((err: unknown) => logger.error({ err, file }, "maintenance marker left"));
  }
}
