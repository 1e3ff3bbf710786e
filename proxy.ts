import { NextResponse, type NextRequest } from "next/server";
import { decide, LOGIN } from "@/lib/access/decide";
import type { Principal } from "@/lib/access/principal";
import { env } from "@/lib/config/env";
import { maintenancePage } from "@/lib/maintenance/answer";
import { inMaintenance } from "@/lib/maintenance/state";
import { SESSION_COOKIE } from "@/lib/constants";
import { createNonce, isHttpsUrl, NONCE_HEADER, responseSecurityHeaders } from "@/lib/security/headers";
import { clearedSessionCookie } from "@/lib/session/cookie";
import { verifySessionToken } from "@/lib/session/jwt";

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Request-time guards from the route registry (lib/access). This is routing and comfort; the APIs
 * check law and ownership again on every call. It runs for every request but the API routes' (the
 * matcher below), so it also gives every page, file and redirect its security headers
 * (lib/security/headers) and each page a fresh script nonce: Next reads it from the request's
 * policy header and puts it on its own and React's scripts; the root layout passes it on (x-nonce)
 * to the inline scripts we add.
 */
export async function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  const nonce = createNonce();
  const security = responseSecurityHeaders(pathname, {
    nonce,
    dev: process.env.NODE_ENV === "development",
    https: isHttpsUrl(env().APP_URL),
  });

  // A restore pauses the portal (lib/maintenance): a page says so instead of rendering a database half put back.
  if (inMaintenance() && !pathname.startsWith("/_next/")) {
    const paused = maintenancePage(request, nonce);
    for (const [name, value] of Object.entries(security)) paused.headers.set(name, value);
    return paused;
  }

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  let principal: Principal | null = null;
  let stale = false;
  if (token) {
    const v = await verifySessionToken(token);
    if (v.ok) {
      const c = v.claims;
      principal = {
        id: Number(c.sub),
        email: c.email,
        law: c.law,
        multiDroit: c.multi_droit,
        haswebhook: c.haswebhook,
        idClienLeadmarket: c.id_clien_leadmarket,
      };
    } else {
      stale = true;
    }
  }

  const decision = decide(decodePath(pathname), principal);
  let response: NextResponse;
  if (decision.action === "redirect") {
    const url = new URL(decision.to, request.url);
    // An expired or undecodable session sent to the login page is told so (spec section 4).
    if (stale && decision.to === LOGIN) url.searchParams.set("session", "expired");
    response = NextResponse.redirect(url);
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set(NONCE_HEADER, nonce);
    const policy = security["Content-Security-Policy"];
    if (policy) forwarded.set("content-security-policy", policy);
    else forwarded.delete("content-security-policy");
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  // Only a navigation the person makes drops a stale cookie. A background request (a link
  // prefetch, a router fetch) that cleared it would leave the next navigation without the cookie,
  // so without the "session expired" notice: the login page would not say why.
  if (stale && !isBackgroundRequest(request)) response.headers.append("set-cookie", clearedSessionCookie());
  return response;
}

/**
 * Anything but a document navigation: Next's link prefetches and router fetches are fetch() calls
 * (Sec-Fetch-Mode cors or same-origin; Next strips its own RSC headers before the proxy sees them),
 * and a browser's speculative loads say Sec-Purpose: prefetch. A client that sends no fetch metadata
 * is treated as a navigation.
 */
function isBackgroundRequest(request: NextRequest): boolean {
  const h = request.headers;
  const mode = h.get("sec-fetch-mode");
  return (
    (mode != null && mode !== "navigate") ||
    h.get("purpose") === "prefetch" ||
    (h.get("sec-purpose") ?? "").includes("prefetch")
  );
}

/**
 * The API routes check their caller themselves, run no script that a nonce would cover and bring
 * their own policy where they show anything (hasOwnPolicy): no guard of the proxy applies there, and
 * running it cost a tenth of the intake's and postback's CPU (Next builds a request, a body stream
 * and a response for it). They get the fixed headers from next.config.ts, which has no HSTS (fixed
 * at build time, while APP_URL is read at run time): the pages of an https portal send it, and a
 * browser keeps it for the whole host.
 */
export const config = { matcher: ["/((?!api/).*)"] };
