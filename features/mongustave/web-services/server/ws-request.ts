import type { OutboundRequest, OutboundResult } from "@/lib/http/outbound";
import type { MgDeliveryState, MgWsMethod } from "@/lib/domain/states";
import { MG_LEAD_FIELDS, type MgLeadField } from "@/lib/validation/mongustave-ws";

/** How long a web service has to answer one delivery (connection, answer and body). */
export const MG_WS_TIMEOUT_MS = 5_000;
/** What is read of a WS's answer (it only says accepted or refused) and kept of it. */
export const MG_WS_MAX_BYTES = 16 * 1024;
export const MG_WS_EXCERPT_CHARS = 500;

export interface MgWsTarget {
  endpoint: string;
  method: MgWsMethod;
  fieldMapping: Record<string, string>;
  consumerKey: string;
  consumerSecret: string;
  clientToken: string;
  databaseName: string;
}

export interface MgLeadValues {
  id: number;
  product: string;
  source: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  postcode: string;
  city: string | null;
  createdAt: Date;
}

const valueOf = (lead: MgLeadValues, field: MgLeadField): string | null => {
  switch (field) {
    case "lead_id":
      return String(lead.id);
    case "created_at":
      return lead.createdAt.toISOString();
    default:
      return lead[field];
  }
};

/**
 * The fields a WS receives under its own names: the mapping's (our field → theirs); an empty
 * mapping sends every field under our names. `database` is always added (the client's target base).
 */
export function mappedFields(lead: MgLeadValues, ws: MgWsTarget): Record<string, string> {
  const entries = Object.keys(ws.fieldMapping).length
    ? Object.entries(ws.fieldMapping).filter(([ours]) => (MG_LEAD_FIELDS as readonly string[]).includes(ours))
    : MG_LEAD_FIELDS.map((f) => [f, f] as const);
  const out: Record<string, string> = {};
  for (const [ours, theirs] of entries) {
    const v = valueOf(lead, ours as MgLeadField);
    if (v !== null) out[theirs] = v;
  }
  out.database = ws.databaseName;
  return out;
}

/**
 * The request for one delivery: POST sends the fields as a JSON body, GET as the query string
 * (added to any the endpoint already has). The consumer key and secret travel as HTTP Basic, the
 * client token as X-Client-Token.
 */
export function buildWsRequest(lead: MgLeadValues, ws: MgWsTarget, timeoutMs = MG_WS_TIMEOUT_MS): OutboundRequest {
  const fields = mappedFields(lead, ws);
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${ws.consumerKey}:${ws.consumerSecret}`).toString("base64")}`,
    "x-client-token": ws.clientToken,
    accept: "application/json",
    "user-agent": "Weedo-MonGustave/1.0",
  };
  const base = { headers, timeoutMs, maxBytes: MG_WS_MAX_BYTES, excerptChars: MG_WS_EXCERPT_CHARS };
  if (ws.method === "GET") {
    const url = new URL(ws.endpoint);
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
    return { ...base, url: url.toString(), method: "GET" };
  }
  return {
    ...base,
    url: ws.endpoint,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(fields),
  };
}

const ACCEPTED_WORDS = new Set(["accepted", "accept", "ok", "success", "valid", "validated"]);
const REFUSED_WORDS = new Set(["refused", "rejected", "refuse", "reject", "ko", "duplicate", "invalid", "error"]);

/** accepted / refused from a 2xx body: {"status": "accepted"}, {"accepted": true}, {"result": "refused"}…; null if it says neither. */
export function verdictOfBody(text: string): "accepted" | "refused" | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.accepted === "boolean") return b.accepted ? "accepted" : "refused";
  for (const key of ["status", "result", "state"]) {
    const v = b[key];
    if (typeof v !== "string") continue;
    const word = v.trim().toLowerCase();
    if (ACCEPTED_WORDS.has(word)) return "accepted";
    if (REFUSED_WORDS.has(word)) return "refused";
  }
  return null;
}

/**
 * What one answer means. A 2xx whose JSON says accepted is a sale; a 2xx saying refused (or saying
 * nothing we recognise: the client did not confirm the purchase, so it is not billed) and every
 * 4xx are final refusals. 5xx, 3xx (redirects are not followed), network failures and a refused
 * target are failures; a timeout is its own kind. `retry` says whether another attempt may help.
 */
export function classifyAnswer(res: Pick<OutboundResult, "ok" | "status" | "text" | "error">): {
  outcome: Exclude<MgDeliveryState, "pending">;
  retry: boolean;
} {
  if (res.error) {
    if (res.error.code === "timeout") return { outcome: "timeout", retry: true };
    return { outcome: "error", retry: !res.error.refused };
  }
  const status = res.status ?? 0;
  if (res.ok) return { outcome: verdictOfBody(res.text) === "accepted" ? "accepted" : "refused", retry: false };
  if (status >= 400 && status < 500) return { outcome: "refused", retry: false };
  return { outcome: "error", retry: status >= 500 };
}
