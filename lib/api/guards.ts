import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Caller } from "@/lib/session/current-user";
import type { ApiContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export function requireCaller(ctx: ApiContext): Caller {
  if (!ctx.caller) throw unauthenticated();
  return ctx.caller;
}

export function requireLaw(ctx: ApiContext, laws: readonly Law[]): Caller {
  const caller = requireCaller(ctx);
  if (!laws.includes(caller.law)) throw forbidden();
  return caller;
}

export const requireAdmin = (ctx: ApiContext) => requireLaw(ctx, ADMIN_LAWS);

export const isAdmin = (caller: Caller) => ADMIN_LAWS.includes(caller.law);

/** The caller may act on `userId` only if it is themself, or an administrator. */
export function requireSelfOrAdmin(ctx: ApiContext, userId: number): Caller {
  const caller = requireCaller(ctx);
  if (caller.id !== userId && !isAdmin(caller)) throw forbidden();
  return caller;
}
