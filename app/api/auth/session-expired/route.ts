import { clearedSessionCookie } from "@/lib/session/cookie";

export const dynamic = "force-dynamic";

/**
 * Where a server-rendered page sends a session the API no longer accepts (revoked by a password
 * change or a sign-out everywhere, which the proxy cannot see): clears the cookie, then the login page.
 */
export function GET(request: Request) {
  const to = new URL("/login?session=expired", request.url);
  return new Response(null, {
    status: 303,
    headers: { location: to.pathname + to.search, "set-cookie": clearedSessionCookie(), "cache-control": "no-store" },
  });
}
