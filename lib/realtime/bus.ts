import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { handleOf, type Db, type DbHandle } from "@/lib/db/client";

/**
 * Real-time notifications (the /temps-reel/* pages). One channel per live page; a second page
 * (Mon Gustave) adds its name here and calls notifyRealtime where its leads are written.
 */
export const REALTIME_CHANNELS = ["weedomarket", "mongustave"] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

/** The PostgreSQL channel name (LISTEN/NOTIFY) of a real-time channel. */
export const pgChannelOf = (channel: RealtimeChannel) => `weedo_rt_${channel}`;

const RECONNECT_MS = 1000;

interface PgListener {
  stopped: boolean;
  client?: import("pg").Client;
  /** Settles once LISTEN first ran (or first failed: the retries go on without holding anyone). */
  ready: Promise<void>;
}

// On globalThis: dev reloads and the route handler's and intake's module copies share one emitter.
const state = globalThis as unknown as {
  __weedoRealtime?: { emitter: EventEmitter; listeners: Map<string, PgListener> };
};
function shared() {
  state.__weedoRealtime ??= { emitter: new EventEmitter().setMaxListeners(0), listeners: new Map() };
  return state.__weedoRealtime;
}

/**
 * Tells the live pages that `channel`'s figures changed, after the caller's commit.
 *
 * PostgreSQL: `pg_notify`, which every portal instance hears through its LISTEN connection (the
 * instances may be several behind a load balancer). PGlite (in this process, or in its own process
 * behind pglite-socket with one connection): only this portal process writes to it, so the
 * notification stays in process — the single pooled connection cannot also sit on LISTEN.
 * Never throws: a lost notification costs a live page one update (the next one, or the minute's
 * refresh, brings the figures back), not the lead.
 */
export async function notifyRealtime(db: Db, channel: RealtimeChannel, payload: Record<string, unknown> = {}) {
  const body = JSON.stringify(payload);
  try {
    const pgChannel = pgNotifyChannelOf(db, channel);
    if (pgChannel) {
      await db.execute(sql`select pg_notify(${pgChannel}, ${body})`);
    } else {
      shared().emitter.emit(channel, body);
    }
  } catch (e) {
    console.error(`realtime notify ${channel}: ${e instanceof Error ? e.message : e}`);
  }
}

/**
 * The PostgreSQL channel a statement on `db` notifies by itself (`pg_notify` in the same
 * transaction as its writes), or null where notifyRealtime's in-process emitter must be used
 * instead (PGlite): the same choice notifyRealtime makes.
 */
export function pgNotifyChannelOf(db: Db, channel: RealtimeChannel): string | null {
  return handleOf(db)?.engine === "postgres" ? pgChannelOf(channel) : null;
}

/**
 * Calls `fn` on each notification of `channel` (with its JSON payload) until the returned function
 * is called. On PostgreSQL the process keeps one LISTEN connection per database, reconnecting by
 * itself; the first subscriber opens it.
 */
export function subscribeRealtime(
  handle: DbHandle | undefined,
  channel: RealtimeChannel,
  fn: (payload: string) => void,
): { unsubscribe: () => void; ready: Promise<void> } {
  const { emitter } = shared();
  emitter.on(channel, fn);
  const ready = handle?.engine === "postgres" && handle.url ? listen(handle.url) : Promise.resolve();
  return { unsubscribe: () => void emitter.off(channel, fn), ready };
}

function listen(url: string): Promise<void> {
  const { listeners, emitter } = shared();
  const known = listeners.get(url);
  if (known) return known.ready;
  let settle = () => {};
  const l: PgListener = { stopped: false, ready: new Promise<void>((r) => (settle = r)) };
  listeners.set(url, l);
  const connect = async () => {
    if (l.stopped) return;
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url });
    l.client = client;
    let retried = false;
    const retry = () => {
      if (retried || l.stopped) return;
      retried = true;
      client.removeAllListeners("notification");
      void client.end().catch(() => undefined);
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    client.on("error", (e) => {
      console.error(`realtime listen: ${e.message}`);
      retry();
    });
    client.on("end", retry);
    client.on("notification", (n) => {
      const channel = REALTIME_CHANNELS.find((c) => pgChannelOf(c) === n.channel);
      if (channel) emitter.emit(channel, n.payload ?? "{}");
    });
    try {
      await client.connect();
      await client.query(REALTIME_CHANNELS.map((c) => `listen ${pgChannelOf(c)}`).join("; "));
      // The connection must not keep a test run or a stopping process alive.
      (client as unknown as { connection?: { stream?: { unref?(): void } } }).connection?.stream?.unref?.();
    } catch (e) {
      console.error(`realtime listen: ${e instanceof Error ? e.message : e}`);
      retry();
    } finally {
      settle();
    }
  };
  void connect();
  return l.ready;
}

/** Closes the LISTEN connections (tests dropping their database). */
export async function stopRealtimeListeners(): Promise<void> {
  const { listeners } = shared();
  const all = [...listeners.values()];
  listeners.clear();
  for (const l of all) l.stopped = true;
  await Promise.all(all.map((l) => l.client?.end().catch(() => undefined)));
}
