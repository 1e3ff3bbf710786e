import { getDb, type Db } from "@/lib/db";
import { tokenFromRequest } from "@/lib/session/cookie";
import { callerFromToken, type Caller } from "@/lib/session/current-user";

/** Runs a read once for the request (every operation of one server render shares its context). */
export type Once = <T>(read: (db: Db) => Promise<T>) => Promise<T>;

export interface ApiContext {
  db: Db;
  caller: Caller | null;
  /** Set-Cookie values a resolver wants on the HTTP response (sign-in, sign-out). */
  responseCookies: string[];
  ip: string | null;
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
  const { caller } = await callerFromToken(db, tokenFromRequest(headers));
  const ip = headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? headers.get("x-real-ip");
  return { db, caller, responseCookies: [], ip: ip ?? null, once: onceFor(db) };
}
