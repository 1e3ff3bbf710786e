import { eq } from "drizzle-orm";
import { roleHome } from "@/lib/access/role-home";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { secondStepFragment } from "@/features/identity/two-factor/ui/second-step-fragment";
import { pendingSecondStep } from "@/features/identity/sign-in/server/second-factor";
import { redeemLoginToken } from "@/lib/session/login-token";
import { sessionCookieFor } from "@/lib/session/start";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;
export const EXPIRED_LOCATION = "/login?session=expired";
export const SECOND_STEP_LOCATION = "/login";

export interface Exchange {
  location: string;
  setCookies: string[];
}

/**
 * A single-use login token (from SSO or a hosted login) for the session cookie and the role home;
 * an unknown, expired or used token, or an account no longer active, for /login?session=expired.
 */
export async function exchangeLoginToken(db: Db, token: string): Promise<Exchange> {
  const expired: Exchange = { location: EXPIRED_LOCATION, setCookies: [] };
  if (!TOKEN_SHAPE.test(token)) return expired;
  const userId = await redeemLoginToken(db, token);
  if (userId === null) return expired;
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || u.status !== "active") return expired;
  // An identity provider proves the first factor only: the portal's own second factor still applies.
  // The challenge travels in the fragment, which no server, log or Referer sees.
  const second = await pendingSecondStep(db, u);
  if (second) return { location: `${SECOND_STEP_LOCATION}#${secondStepFragment(second)}`, setCookies: [] };
  return { location: roleHome(u.law), setCookies: [await sessionCookieFor(u)] };
}
