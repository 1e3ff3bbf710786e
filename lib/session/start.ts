import type { users } from "@/lib/db/schema";
import { sessionCookie } from "./cookie";
import { issueSessionToken } from "./jwt";

type UserRow = typeof users.$inferSelect;

/** The session token of a user row, with the claims of ARCHITECTURE.md "Security boundary". */
export function sessionTokenFor(u: UserRow): Promise<string> {
  return issueSessionToken({
    sub: String(u.id),
    email: u.email,
    law: u.law,
    multi_droit: u.multiDroit,
    haswebhook: u.haswebhook,
    id_clien_myaffil: u.idClienMyaffil,
    id_clien_mycoreg: u.idClienMycoreg,
    id_clien_leadmarket: u.idClienLeadmarket,
    tv: u.tokenVersion,
  });
}

/** The Set-Cookie value that opens a session for the user. */
export async function sessionCookieFor(u: UserRow): Promise<string> {
  return sessionCookie(await sessionTokenFor(u));
}
