import { inIdList } from "@/lib/config/allow-lists";
import type { ApiContext } from "../../context";
import { forbidden } from "../../errors";
import { isAdmin, requireAdmin, requireCaller } from "../../guards";

/** Marketplace administration: an administrator on the marketplace allow-list (the route guard's rule). */
export function requireMarketAdmin(ctx: ApiContext) {
  const caller = requireAdmin(ctx);
  if (!inIdList("marketplaceAdmins", caller.id)) throw forbidden();
  return caller;
}

/** Marketplace reading: a marketplace administrator or an advertiser with a marketplace client id. */
export function requireMarketUser(ctx: ApiContext) {
  const caller = requireCaller(ctx);
  if (isAdmin(caller) ? inIdList("marketplaceAdmins", caller.id) : caller.law === "an" && caller.idClienLeadmarket > 0)
    return caller;
  throw forbidden();
}
