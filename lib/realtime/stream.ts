import { refusal, type Policy } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { handleOf, type Db } from "@/lib/db/client";
import { subscribeRealtime, type RealtimeChannel } from "./bus";

/** A burst of notifications (a partner posting a batch) costs one read per instance, not one per lead. */
const COALESCE_MS = 150;
/** The window rolls every minute even when nothing comes in. */
const ROLL_MS = 60_000;
/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** What EventSource waits before reconnecting by itself. */
const RETRY_MS = 2000;

type Send = (snapshot: string) => void;

/**
 * One feed per database and channel in the process: every open page of the channel shares one
 * subscription and one read per burst of notifications.
 */
interface Feed {
  clients: Set<Send>;
  pending?: NodeJS.Timeout;
  roll?: NodeJS.Timeout;
  unsubscribe?: () => void;
  /** Settles once the feed hears notifications (PostgreSQL: its LISTEN ran). */
  ready: Promise<void>;
}
const feeds = new WeakMap<Db, Map<RealtimeChannel, Feed>>();

function feedOf(db: Db, channel: RealtimeChannel, read: () => Promise<unknown>): Feed {
  let byChannel = feeds.get(db);
  if (!byChannel) feeds.set(db, (byChannel = new Map()));
  let feed = byChannel.get(channel);
  if (feed) return feed;
  const f: Feed = { clients: new Set(), ready: Promise.resolve() };
  const refresh = () => {
    f.pending = undefined;
    read().then(
      (snapshot) => {
        const text = JSON.stringify(snapshot);
        for (const send of f.clients) send(text);
      },
      (e: unknown) => console.error(`realtime ${channel}: ${e instanceof Error ? e.message : e}`),
    );
  };
  const sub = subscribeRealtime(handleOf(db), channel, () => {
    f.pending ??= setTimeout(refresh, COALESCE_MS);
  });
  f.unsubscribe = sub.unsubscribe;
  f.ready = sub.ready;
  f.roll = setInterval(refresh, ROLL_MS);
  f.roll.unref();
  byChannel.set(channel, (feed = f));
  return feed;
}

/** A page leaves its feed (none: drops the feed if no page joined it); the last one closes it. */
function leave(db: Db, channel: RealtimeChannel, send?: Send) {
  const feed = feeds.get(db)?.get(channel);
  if (!feed) return;
  if (send) feed.clients.delete(send);
  if (feed.clients.size > 0) return;
  clearTimeout(feed.pending);
  clearInterval(feed.roll);
  feed.unsubscribe?.();
  feeds.get(db)!.delete(channel);
}

/**
 * GET handler of a live page's Server-Sent Events stream: 401/403 per `policy` (the authorization
 * table's REST entry), then a `snapshot` event at once and again after each notification of
 * `channel` (and each minute, as the window rolls). The client is an EventSource, which
 * reconnects by itself after `retry` and gets a fresh snapshot on reconnection.
 */
export function createRealtimeHandler<T>(opts: {
  channel: RealtimeChannel;
  policy: Policy;
  read: (db: Db) => Promise<T>;
  db?: () => Promise<Db>;
}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(opts.policy, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const db = ctx.db;
    // Listening before the first read: a lead committed in between is in the read or in a push.
    const feed = feedOf(db, opts.channel, () => opts.read(db));
    await feed.ready;
    let first: string;
    try {
      first = JSON.stringify(await opts.read(db));
    } catch (e) {
      leave(db, opts.channel);
      throw e;
    }
    const encoder = new TextEncoder();
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false;
        const write = (text: string) => {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanup();
          }
        };
        // Each snapshot goes out only while the session still holds (signed out, revoked, expired or
        // its rights changed: the stream ends), in the order the feed produced them.
        let queue = Promise.resolve();
        const send: Send = (snapshot) => {
          queue = queue.then(async () => {
            if (closed) return;
            const now = await buildContext(request.headers, db).catch(() => null);
            if (!now || refusal(opts.policy, now.caller)) return cleanup();
            write(`event: snapshot\ndata: ${snapshot}\n\n`);
          });
        };
        const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
        cleanup = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          leave(db, opts.channel, send);
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        };
        write(`retry: ${RETRY_MS}\n\n`);
        // The first snapshot was read for the session checked above.
        write(`event: snapshot\ndata: ${first}\n\n`);
        // The feed may have closed meanwhile (its last page left during the read): join a live one.
        feedOf(db, opts.channel, () => opts.read(db)).clients.add(send);
        request.signal.addEventListener("abort", () => cleanup());
      },
      cancel() {
        cleanup();
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        // nginx and similar proxies would hold the events back in a buffer.
        "x-accel-buffering": "no",
      },
    });
  };
}
