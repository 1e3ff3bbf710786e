import { getDb, type Db } from "@/lib/db";
import { tokenFromRequest } from "@/lib/session/cookie";
import { callerFromToken, type Caller } from "@/lib/session/current-user";

export interface ApiContext {
  db: Db;
  caller: Caller | null;
  /** Set-Cookie values a resolver wants on the HTTP response (sign-in, sign-out). */
  responseCookies: string[];
  ip: string | null;
}

/** The context of one API call, from the request's session cookie or bearer token. */
export async function buildContext(headers: Headers, db?: Db): Promise<ApiContext> {
  db ??= await getDb();
  const { caller } = await callerFromToken(db, tokenFromRequest(headers));
  const ip = headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? headers.get("x-real-ip");
  return { db, caller, responseCookies: [], ip: ip ?? null };
}
