import { eq } from "drizzle-orm";
import { isAdmin } from "@/lib/api/guards";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { orderError } from "./errors";

/** The caller may act on a row owned by `ownerId`: its own, or any as an administrator. Others read "not found". */
export function requireOwnerOrAdmin(caller: Caller, ownerId: number): void {
  if (caller.id !== ownerId && !isAdmin(caller)) throw orderError("NOT_FOUND", "notFound");
}

/** A user an administrator may place an order for: an active advertiser with a marketplace client id. */
export async function requireMarketClient(db: Db, userId: number): Promise<void> {
  const [u] = await db
    .select({ law: users.law, market: users.idClienLeadmarket, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!u || u.law !== "an" || !(u.market > 0) || u.status !== "active")
    throw orderError("BAD_USER_INPUT", "notMarketClient", { userId: "notMarketClient" });
}
