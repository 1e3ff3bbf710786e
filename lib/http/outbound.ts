import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { env } from "@/lib/config/env";
import type { OutboundRefusal } from "@/lib/domain/outbound";
import { checkAddress, type AddressVerdict } from "./outbound-address";
import { systemResolve, type Resolve } from "./outbound-resolve";

/**
 * The one way the portal calls another server (webhooks, partner targets, and any later web
 * service): every request goes through `outboundRequest`, which refuses what would let a user
 * make the portal reach its own network (SSRF).
 */

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_BYTES = 64 * 1024;
export const OUTBOUND_EXCERPT_CHARS = 500;

/** Refusals (nothing was sent) and failures (something was tried). */
export type OutboundErrorCode = OutboundRefusal | "dns" | "timeout" | "network";

export interface OutboundError {
  code: OutboundErrorCode;
  /** True when the guard refused the target: no connection was made. */
  refused: boolean;
  /** In English, for logs; the UI words the code itself. */
  message: string;
}

export interface OutboundRequest {
  url: string;
  method?: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole exchange: resolution, connection, answer and body. */
  timeoutMs?: number;
  /** At most this many bytes of the answer are read; the rest is dropped with the connection. */
  maxBytes?: number;
  excerptChars?: number;
  /** How host names become addresses (tests use a DNS server of their own). */
  resolve?: Resolve;
  /** Lets loopback and private targets through; defaults to OUTBOUND_ALLOW_PRIVATE. */
  allowPrivate?: boolean;
}

export interface OutboundResult {
  /** A 2xx answer. Redirects are not followed: a 3xx is the answer. */
  ok: boolean;
  status: number | null;
  latencyMs: number;
  headers: Record<string, string>;
  /** The answer's body as read, at most `maxBytes` bytes, decoded as UTF-8. */
  text: string;
  /** The same body as bytes (a binary answer: an RFC 3161 timestamp reply). */
  body: Uint8Array;
  excerpt: string | null;
  truncated: boolean;
  /** The checked address the connection went to. */
  address: string | null;
  /** The target was reachable only through OUTBOUND_ALLOW_PRIVATE. */
  privateTarget: boolean;
  error: OutboundError | null;
}

const REFUSAL_MESSAGES: Record<OutboundRefusal, string> = {
  "invalid-url": "invalid URL",
  scheme: "only http and https URLs are allowed",
  credentials: "credentials in the URL are refused",
  "private-address": "private address refused",
  "metadata-address": "cloud metadata address refused",
  "reserved-address": "reserved address refused",
};

/** Headers the client sets itself. */
const OWN_HEADERS = new Set(["host", "content-length", "transfer-encoding", "connection", "keep-alive", "upgrade"]);

class Refused extends Error {
  constructor(readonly code: OutboundRefusal) {
    super(REFUSAL_MESSAGES[code]);
  }
}

/** The URL, if it is one the portal may call at all (before any address is looked at). */
function parseTarget(raw: string): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Refused("invalid-url");
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new Refused("scheme");
  if (u.username || u.password) throw new Refused("credentials");
  if (!u.hostname) throw new Refused("invalid-url");
  return u;
}

/**
 * The host's addresses, each checked; the first allowed one is the one connected to. One refused
 * address refuses the host: a name answering both a public and a private address is not a
 * public target. WHATWG URL parsing has already turned 2130706433, 0x7f000001, 127.1 or 0177.0.0.1
 * into 127.0.0.1, so literal addresses are checked as such, without resolving anything.
 */
async function checkedAddress(u: URL, resolve: Resolve, allowPrivate: boolean) {
  const host = u.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw Object.assign(new Error(`cannot resolve ${host}`), { code: "dns", cause: err });
    }
    if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: "dns" });
  }
  const allowed: Extract<AddressVerdict, { ok: true }>[] = [];
  for (const a of addresses) {
    const v = checkAddress(a, allowPrivate);
    if (!v.ok) throw new Refused(v.reason);
    allowed.push(v);
  }
  return { ...allowed[0]!, host };
}

/**
 * What can be refused from the URL alone, without resolving anything: the scheme, credentials, and
 * a literal address (however written). Forms call it when a target is saved, so that an obviously
 * internal target is refused at once; host names are still checked at every send.
 */
export function literalRefusal(url: string, allowPrivate = env().OUTBOUND_ALLOW_PRIVATE): OutboundRefusal | null {
  try {
    const u = parseTarget(url);
    const host = u.hostname.replace(/^\[|\]$/g, "");
    if (!isIP(host)) return null;
    const v = checkAddress(host, allowPrivate);
    return v.ok ? null : v.reason;
  } catch (err) {
    if (err instanceof Refused) return err.code;
    throw err;
  }
}

function exchange(
  u: URL,
  target: { address: string; family: 4 | 6; host: string },
  req: OutboundRequest,
  signal: AbortSignal,
) {
  const maxBytes = req.maxBytes ?? OUTBOUND_MAX_BYTES;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) if (!OWN_HEADERS.has(k.toLowerCase())) headers[k] = v;
  // The name the caller asked for travels as Host (and SNI), the connection goes to the checked address.
  headers.host = u.host;
  headers["accept-encoding"] = "identity";
  const body = req.body === undefined ? undefined : typeof req.body === "string" ? Buffer.from(req.body) : req.body;
  if (body) headers["content-length"] = String(body.byteLength);
  const secure = u.protocol === "https:";
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer; truncated: boolean }>(
    (resolve, reject) => {
      const r = (secure ? https : http).request({
        host: target.address,
        family: target.family,
        port: u.port || (secure ? 443 : 80),
        path: `${u.pathname}${u.search}`,
        method: req.method ?? "GET",
        headers,
        agent: false,
        signal,
        ...(secure && !isIP(target.host) ? { servername: target.host } : {}),
        // Never asked for: the host is an address. Kept so that no other resolution can ever happen.
        lookup: () => reject(new Error("unexpected lookup")),
      });
      r.on("error", reject);
      r.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          const hs: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) hs[k] = Array.isArray(v) ? v.join(", ") : v;
          resolve({ status: res.statusCode ?? 0, headers: hs, body: Buffer.concat(chunks), truncated });
        };
        res.on("data", (c: Buffer) => {
          if (done) return;
          const room = maxBytes - size;
          if (c.length > room) {
            chunks.push(c.subarray(0, room));
            size = maxBytes;
            finish(true);
            res.destroy();
            return;
          }
          chunks.push(c);
          size += c.length;
        });
        res.on("end", () => finish(false));
        res.on("error", (err) => (done ? undefined : reject(err)));
      });
      r.end(body);
    },
  );
}

/**
 * One request through the guard: http(s) only, no credentials in the URL, the host resolved once
 * and every address checked (loopback, private, link-local, CGNAT, unique-local, metadata,
 * multicast, reserved…), the connection made to that checked address, redirects not followed,
 * a deadline and a cap on what is read. Never throws: the outcome says what happened.
 */
export async function outboundRequest(req: OutboundRequest): Promise<OutboundResult> {
  const started = performance.now();
  const timeoutMs = req.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const result: OutboundResult = {
    ok: false,
    status: null,
    latencyMs: 0,
    headers: {},
    text: "",
    body: new Uint8Array(0),
    excerpt: null,
    truncated: false,
    address: null,
    privateTarget: false,
    error: null,
  };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error("timeout")), timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    deadline.signal.addEventListener("abort", () => reject(Object.assign(new Error("timeout"), { code: "timeout" }))),
  );
  timedOut.catch(() => undefined);
  try {
    const u = parseTarget(req.url);
    const allowPrivate = req.allowPrivate ?? env().OUTBOUND_ALLOW_PRIVATE;
    const target = await Promise.race([checkedAddress(u, req.resolve ?? systemResolve, allowPrivate), timedOut]);
    result.address = target.address;
    result.privateTarget = target.private;
    const res = await Promise.race([exchange(u, target, req, deadline.signal), timedOut]);
    result.status = res.status;
    result.ok = res.status >= 200 && res.status < 300;
    result.headers = res.headers;
    result.body = new Uint8Array(res.body);
    result.text = new TextDecoder("utf-8").decode(res.body);
    result.excerpt = result.text.slice(0, req.excerptChars ?? OUTBOUND_EXCERPT_CHARS);
    result.truncated = res.truncated;
  } catch (err) {
    result.error = toError(err, deadline.signal.aborted, timeoutMs);
  } finally {
    clearTimeout(timer);
    result.latencyMs = Math.round(performance.now() - started);
  }
  return result;
}

function toError(err: unknown, aborted: boolean, timeoutMs: number): OutboundError {
  if (err instanceof Refused) return { code: err.code, refused: true, message: err.message };
  if (aborted) return { code: "timeout", refused: false, message: `timeout after ${timeoutMs / 1000} s` };
  const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
  if (e.code === "dns") return { code: "dns", refused: false, message: e.cause?.code ?? e.message };
  return { code: "network", refused: false, message: String(e.code ?? e.cause?.code ?? e.message) };
}
