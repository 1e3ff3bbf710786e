import { NextResponse, type NextRequest } from "next/server";
import { decide, LOGIN } from "@/lib/access/decide";
import type { Principal } from "@/lib/access/principal";
import { SESSION_COOKIE } from "@/lib/constants";
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
 * check law and ownership again on every call.
 */
export async function proxy(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  let principal: Principal | null = null;
  let stale = false;
  if (token) {
    const v = await verifySessionToken(token);
    if (v.ok) {
      const c = v.claims;
      principal = { id: Number(c.sub), email: c.email, law: c.law, multiDroit: c.multi_droit, haswebhook: c.haswebhook, idClienLeadmarket: c.id_clien_leadmarket };
    } else {
      stale = true;
    }
  }

  const decision = decide(decodePath(request.nextUrl.pathname), principal);
  let response: NextResponse;
  if (decision.action === "redirect") {
    const url = new URL(decision.to, request.url);
    // An expired or undecodable session sent to the login page is told so (spec section 4).
    if (stale && decision.to === LOGIN) url.searchParams.set("session", "expired");
    response = NextResponse.redirect(url);
  } else {
    response = NextResponse.next();
  }
  if (stale) response.headers.append("set-cookie", clearedSessionCookie());
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|\\.well-known|favicon\\.svg|logo\\.svg).*)"],
};
