import { eq } from "drizzle-orm";
import { ADMIN_LAWS } from "@/lib/constants";
import { users } from "@/lib/db/schema";
import type { ApiContext } from "@/lib/api/context";
import { forbidden } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import type { Caller } from "@/lib/session/current-user";

/**
 * The table gives support actions (edit, sign out, password e-mail) to every administrator; on an
 * administrator's account they are a full administrator's only: otherwise a tem or ma could set an
 * ad's e-mail to their own mailbox and reset its password. Their own account, and a missing one
 * (the domain answers NOT_FOUND), pass.
 */
export async function requireMayManage(ctx: ApiContext, userId: number): Promise<Caller> {
  const caller = requireCaller(ctx);
  if (caller.law === "ad" || caller.id === userId) return caller;
  const [target] = await ctx.db.select({ law: users.law }).from(users).where(eq(users.id, userId)).limit(1);
  if (target && ADMIN_LAWS.includes(target.law))
    throw forbidden("Only a full administrator manages an administrator's account");
  return caller;
}
