import { getDb, type Db } from "@/lib/db";
import { tokenFromRequest } from "@/lib/session/cookie";
import { clientAddress } from "@/lib/security/client-address";
import { callerFromToken, type Caller } from "@/lib/session/current-user";
import type { SessionRef } from "@/lib/session/revocation";

/** Runs a read once for the request (every operation of one server render shares its context). */
export type Once = <T>(read: (db: Db) => Promise<T>) => Promise<T>;

export interface ApiContext {
  db: Db;
  caller: Caller | null;
  /** The token of the caller's session (what a sign-out revokes). */
  session?: SessionRef | null;
  /** Set-Cookie values a resolver wants on the HTTP response (sign-in, sign-out). */
  responseCookies: string[];
  ip: string | null;
  /** The caller's browser, as it says (printed on signed documents' audit pages). */
  userAgent?: string | null;
  /**
   * The queue counts are asked by the bell and by the dashboards in the same render: a read passed
   * here runs once per request (keyed by the function, so it must take nothing but the database).
   */
  once: Once;
}

function onceFor(db: Db): Once {
  const reads = new Map<(db: Db) => Promise<unknown>, Promise<unknown>>();
  return <T>(read: (db: Db) => Promise<T>): Promise<T> => {
    let p = reads.get(read) as Promise<T> | undefined;
    if (!p) {
      p = read(db);
      reads.set(read, p);
      // A failed read is tried again by the next caller rather than remembered.
      p.catch(() => reads.delete(read));
    }
    return p;
  };
}

/** The context of one API call, from the request's session cookie or bearer token. */
export async function buildContext(headers: Headers, db?: Db): Promise<ApiContext> {
  db ??= await getDb();
  const result = await callerFromToken(db, tokenFromRequest(headers));
  const session = result.caller ? result.session : null;
  // Forwarding headers count only behind TRUSTED_PROXIES (lib/security/client-address.ts).
  return {
    db,
    caller: result.caller,
    session,
    responseCookies: [],
    ip: clientAddress(headers),
    userAgent: headers.get("user-agent"),
    once: onceFor(db),
  };
}
