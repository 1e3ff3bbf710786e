import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { revokedSessions, users } from "@/lib/db/schema";
import type { Law } from "@/lib/constants";
import { verifySessionToken } from "./jwt";
import type { SessionRef } from "./revocation";

/** The signed-in person as the APIs see them. */
export interface Caller {
  id: number;
  email: string;
  law: Law;
  multiDroit: boolean;
  haswebhook: boolean;
  idClienMyaffil: number | null;
  idClienMycoreg: number | null;
  idClienLeadmarket: number;
  firstName: string;
  lastName: string;
  society: string;
  image: string | null;
  language: string;
}

export type CallerResult =
  { caller: Caller; session: SessionRef } | { caller: null; reason: "none" | "expired" | "invalid" | "revoked" };

/**
 * Resolves a session token to its user: the one read of the user's row for a whole request (the
 * server render shares it between all its operations, see lib/apollo/server.ts; `me` answers from it). The token must verify and its version must equal the
 * user's (sign-out everywhere and password changes bump it); its id must not have been revoked by a
 * sign-out; the account must be active.
 */
export async function callerFromToken(db: Db, token: string | null): Promise<CallerResult> {
  if (!token) return { caller: null, reason: "none" };
  const v = await verifySessionToken(token);
  if (!v.ok) return { caller: null, reason: v.reason };
  // The revocation list is asked in the same statement as the user's row (a primary-key probe).
  const [row] = await prepared(db, "caller", () =>
    db
      .select({
        u: users,
        revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.jti} = ${sql.placeholder("jti")})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1),
  ).execute({ id: Number(v.claims.sub), jti: v.jti });
  const u = row?.u;
  if (!u || row.revoked || u.tokenVersion !== v.claims.tv || u.status !== "active")
    return { caller: null, reason: "revoked" };
  return {
    session: { jti: v.jti, expiresAt: v.expiresAt },
    caller: {
      id: u.id,
      email: u.email,
      law: u.law,
      multiDroit: u.multiDroit,
      haswebhook: u.haswebhook,
      idClienMyaffil: u.idClienMyaffil,
      idClienMycoreg: u.idClienMycoreg,
      idClienLeadmarket: u.idClienLeadmarket,
      firstName: u.firstName,
      lastName: u.lastName,
      society: u.society,
      image: u.image,
      language: u.language,
    },
  };
}
