import { REFUSED_PREFIX } from "@/lib/domain/outbound";
import { outboundRequest, type OutboundError } from "@/lib/http/outbound";
import type { Resolve } from "@/lib/http/outbound-resolve";
import { DELIVERY_HEADER, SIGNATURE_HEADER, signBody } from "./signing";

export const SEND_TIMEOUT_MS = 10_000;
export const EXCERPT_CHARS = 500;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** What the target answered; never the answer of a target reached only through OUTBOUND_ALLOW_PRIVATE. */
  responseExcerpt: string | null;
  error: string | null;
}

export interface SendTarget {
  url: string;
  method: "POST" | "PUT";
  headers: Record<string, string>;
  secret: string;
}

export interface SendOptions {
  timeoutMs?: number;
  resolve?: Resolve;
}

/** How an attempt's error is stored: `refused:<code>` for the guard, the network's own word otherwise. */
export function attemptError(e: OutboundError): string {
  return e.refused ? `${REFUSED_PREFIX}${e.code}` : e.message.slice(0, EXCERPT_CHARS);
}

/** One HTTP attempt through the outbound guard: JSON body, the target's headers, signed, 10 s. Never throws. */
export async function sendPayload(
  target: SendTarget,
  deliveryId: number,
  payload: unknown,
  opts: SendOptions = {},
): Promise<SendResult> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {};
  // The target's own headers first; ours cannot be overridden by them.
  for (const [k, v] of Object.entries(target.headers ?? {})) {
    const lower = k.toLowerCase();
    if (lower === "content-length" || lower === "host") continue;
    headers[k] = v;
  }
  headers["content-type"] = "application/json";
  headers["user-agent"] = "Weedo-Webhooks/1.0";
  headers[SIGNATURE_HEADER] = signBody(body, target.secret);
  headers[DELIVERY_HEADER] = String(deliveryId);
  const r = await outboundRequest({
    url: target.url,
    method: target.method,
    headers,
    body,
    timeoutMs: opts.timeoutMs ?? SEND_TIMEOUT_MS,
    excerptChars: EXCERPT_CHARS,
    resolve: opts.resolve,
  });
  return {
    ok: r.ok,
    statusCode: r.status,
    latencyMs: r.latencyMs,
    // An internal service's answer is not shown back to whoever pointed a webhook at it.
    responseExcerpt: r.status == null || r.privateTarget ? null : r.excerpt,
    error: r.error ? attemptError(r.error) : r.ok ? null : `HTTP ${r.status}`,
  };
}
