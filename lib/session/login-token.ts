import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { loginTokens } from "@/lib/db/schema";

const TTL_MS = 2 * 60_000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A single-use token, valid two minutes, for /checktocken/{token}. */
export async function issueLoginToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(loginTokens).values({ tokenHash: hash(token), userId, expiresAt: new Date(Date.now() + TTL_MS) });
  return token;
}

/** The user the token was issued for, once; null when unknown, expired or already used. */
export async function redeemLoginToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(loginTokens.tokenHash, hash(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, new Date())),
    )
    .returning({ userId: loginTokens.userId });
  return row?.userId ?? null;
}
