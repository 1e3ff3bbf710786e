import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
import type { Db } from "@/lib/db";
import { getBalance, type Balance } from "./balance";

/** A buyer's balance once per request: the top bar and the advertiser's dashboard show the same read. */
export function balanceOnce(once: Once, db: Db, userId: number): Promise<Balance> {
  return onceBy(once, `balance:${userId}`, () => getBalance(db, userId));
}
