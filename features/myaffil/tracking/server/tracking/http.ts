import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { inAddressList } from "@/lib/security/address-list";
import { clientAddress } from "@/lib/security/client-address";
import { hit } from "@/lib/security/rate-limit";
import { postbackSchema } from "@/lib/validation/tracking";
import { recordClick } from "./click";
import { TrackingError } from "./errors";
import { recordLead } from "./lead";
import { SIGNATURE_PARAM, verifyPostback } from "./signature";

function notFoundPage(): Response {
  return new Response("Lien de suivi inconnu ou inactif. / Unknown or inactive tracking link.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

const intParam = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/**
 * GET /t/{tracking}?p=&s=&sub=&utm_source=: records the click (with its traffic source: utm_source and
 * the Referer) and sends the visitor to the landing page.
 */
export async function handleClick(db: Db, trackingId: string, url: URL, referrer?: string | null): Promise<Response> {
  const publisher = intParam(url.searchParams.get("p"));
  if (!publisher) return notFoundPage();
  try {
    const click = await recordClick(db, {
      trackingId,
      publisherClientId: publisher,
      supportId: intParam(url.searchParams.get("s")) ?? 0,
      subId: url.searchParams.get("sub") ?? "",
      utmSource: url.searchParams.get("utm_source"),
      referrer,
    });
    return new Response(null, {
      status: 302,
      headers: { location: click.redirectTo, "cache-control": "no-store" },
    });
  } catch (e) {
    if (e instanceof TrackingError) return notFoundPage();
    throw e;
  }
}

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", "access-control-allow-origin": "*" } });
}

async function readParams(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (request.method !== "POST") return params;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await request.json().catch(() => null)) as unknown;
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new TrackingError("BAD_INPUT", "body", "body");
    return { ...params, ...(body as Record<string, unknown>) };
  }
  if (type.includes("form")) {
    const form = await request.formData().catch(() => null);
    if (!form) throw new TrackingError("BAD_INPUT", "body", "body");
    for (const [k, v] of form.entries()) if (typeof v === "string") params[k] = v;
  }
  return params;
}

/**
 * The server-to-server lead postback: GET query, form or JSON. Only the advertiser reports a lead:
 * the call carries its signature (`sig`, signature.ts), or comes from one of the program's postback
 * addresses with a click id; a bare click id is not enough (anyone can make a click, a publisher
 * would pay itself). Then recordLead checks the click or the signed campaign and publisher. Calls
 * are rate-limited per IP address.
 */
export async function handlePostback(db: Db, request: Request, ip: string | null): Promise<Response> {
  if (await hit("postbackIp", ip ?? "unknown"))
    return json(new TrackingError("RATE_LIMITED", "rateLimited").toJSON(), 429);
  try {
    const params = await readParams(request);
    const parsed = postbackSchema.safeParse(params);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? "body"), message: i.message }));
      return json(
        { status: "error", code: "BAD_INPUT", field: errors[0]!.field, message: errors[0]!.message, errors },
        400,
      );
    }
    if (parsed.data.click_id) await advertiserVouches(db, parsed.data.click_id, params, ip);
    const lead = await recordLead(db, parsed.data, new Date(), params);
    return json(
      { status: "ok", lead_id: lead.leadId, duplicate: lead.duplicate, ...(lead.replay ? { replay: true } : {}) },
      200,
    );
  } catch (e) {
    if (e instanceof TrackingError) return json(e.toJSON(), e.status);
    throw e;
  }
}

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /api/pixel/{tracking}: the image pixel of the advertiser's thank-you page, written there by the
 * advertiser's server with the click id of the landing URL and its signature (`sig`, as a postback's):
 * a browser holds no secret, and a click anyone can make is no proof of a lead, so an unsigned pixel
 * records nothing (issue 27; the click cookie it once read is gone with it). Always answers the GIF;
 * the outcome is in the X-Tracking-Status header.
 */
export async function handlePixel(db: Db, trackingId: string, request: Request, ip: string | null): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  let outcome = "ok";
  if (await hit("postbackIp", ip ?? "unknown")) outcome = "RATE_LIMITED";
  else {
    const raw: Record<string, string> = { ...params, campagne: trackingId };
    const parsed = postbackSchema.safeParse(raw);
    if (!parsed.success) outcome = "BAD_INPUT";
    else {
      try {
        // Signed by the advertiser's server over the pixel's query, as a postback is; the address is the
        // visitor's browser, never one of the advertiser's servers, so no address list waives the signature.
        if (parsed.data.click_id) await advertiserVouches(db, parsed.data.click_id, params, null);
        const lead = await recordLead(db, parsed.data, new Date(), raw);
        outcome = lead.replay ? "replay" : lead.duplicate ? "duplicate" : "ok";
      } catch (e) {
        if (!(e instanceof TrackingError)) throw e;
        outcome = e.code;
      }
    }
  }
  return pixelAnswer(outcome);
}

/** The pixel's answer: always the GIF (an image tag shows nothing else), its outcome in X-Tracking-Status. */
export function pixelAnswer(outcome: string, status = 200): Response {
  return new Response(new Uint8Array(PIXEL_GIF), {
    status,
    headers: {
      "content-type": "image/gif",
      "content-length": String(PIXEL_GIF.length),
      "cache-control": "no-store, max-age=0",
      "x-tracking-status": outcome,
    },
  });
}

/** A route segment as text (Next may hand it still percent-encoded); never throws. */
export function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The client's address; forwarding headers count only behind TRUSTED_PROXIES. */
export function requestIp(headers: Headers): string | null {
  return clientAddress(headers);
}

/**
 * A postback with a click id comes from the advertiser: from one of its program's postback
 * addresses, or signed with its secret. An unknown click passes here: recordLead says NOT_FOUND.
 */
async function advertiserVouches(db: Db, clickId: string, params: Record<string, unknown>, ip: string | null) {
  const [c] = rowsOf<{ advertiser: number; addresses: string[] }>(
    await db.execute(sql`
      select p.advertiser_client_id as advertiser, p.postback_addresses as addresses
      from perf_clicks k join perf_campaigns c on c.id = k.campaign_id join perf_programs p on p.id = c.program_id
      where k.click_id = ${clickId}`),
  );
  if (!c || inAddressList(ip, c.addresses)) return;
  const sig = typeof params[SIGNATURE_PARAM] === "string" ? String(params[SIGNATURE_PARAM]) : "";
  if (!sig) throw new TrackingError("SIGNATURE_REQUIRED", "signatureRequired", "sig");
  if (!(await verifyPostback(db, Number(c.advertiser), params, sig)))
    throw new TrackingError("BAD_SIGNATURE", "badSignature", "sig");
}
