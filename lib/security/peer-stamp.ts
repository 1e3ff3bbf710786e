import http from "node:http";

/**
 * Next.js hands route handlers and server components a Request without the socket: NextRequest.ip
 * is gone since Next 15, and `next start` only fills `X-Forwarded-For` with the socket address when
 * the client sent none (`??=`), so a client-supplied header hides the real peer. This stamps every
 * request that reaches the Node HTTP server with the address of the socket it came from, overwriting
 * whatever a client sent under that name, before Next sees it.
 */
export const PEER_HEADER = "x-weedo-peer";

const holder = globalThis as unknown as { __weedoPeerStamp?: boolean };

/** Installed once per process, from instrumentation-node.ts (and by the tests that start a server). */
export function installPeerStamp(): void {
  if (holder.__weedoPeerStamp) return;
  holder.__weedoPeerStamp = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

/** Whether the stamp is on: without it, a PEER_HEADER could have come from the client. */
export const peerStampInstalled = (): boolean => holder.__weedoPeerStamp === true;
