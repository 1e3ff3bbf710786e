import { DELIVERY_HEADER, SIGNATURE_HEADER, signBody } from "./signing";

export type FetchImpl = (input: string, init: RequestInit) => Promise<Response>;

export const SEND_TIMEOUT_MS = 10_000;
export const EXCERPT_CHARS = 500;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

export interface SendTarget {
  url: string;
  method: "POST" | "PUT";
  headers: Record<string, string>;
  secret: string;
}

/** One HTTP attempt: JSON body, the target's headers, signed, with a 10 s timeout. Never throws. */
export async function sendPayload(
  target: SendTarget,
  deliveryId: number,
  payload: unknown,
  fetchImpl: FetchImpl = fetch,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const body = JSON.stringify(payload);
  const started = performance.now();
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
  try {
    const res = await fetchImpl(target.url, {
      method: target.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    let text = "";
    try {
      text = await res.text();
    } catch {
      text = "";
    }
    const latencyMs = Math.round(performance.now() - started);
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      statusCode: res.status,
      latencyMs,
      responseExcerpt: text.slice(0, EXCERPT_CHARS),
      error: ok ? null : `HTTP ${res.status}`,
    };
  } catch (err) {
    const latencyMs = Math.round(performance.now() - started);
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const reason =
      e.name === "TimeoutError" || e.name === "AbortError"
        ? `timeout after ${timeoutMs / 1000} s`
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    return {
      ok: false,
      statusCode: null,
      latencyMs,
      responseExcerpt: null,
      error: String(reason).slice(0, EXCERPT_CHARS),
    };
  }
}
