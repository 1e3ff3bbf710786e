import { env } from "@/lib/config/env";
import { SESSION_COOKIE } from "@/lib/constants";

/** Secure everywhere but on a loopback origin (plain http in the embedded demo). */
function isSecure(): boolean {
  const host = new URL(env().APP_URL).hostname;
  return !(host === "localhost" || host === "127.0.0.1" || host === "[::1]");
}

export function sessionCookie(token: string, maxAgeSeconds = env().SESSION_TTL_SECONDS): string {
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (isSecure()) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(): string {
  return sessionCookie("", 0);
}

/** The session token of a request: the cookie, or an `Authorization: Bearer` header. */
export function tokenFromRequest(headers: Headers): string | null {
  const auth = headers.get("authorization");
  if (auth) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth);
    if (m) return m[1]!;
  }
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || null;
  }
  return null;
}
