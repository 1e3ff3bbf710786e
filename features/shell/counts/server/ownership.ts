import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Caller } from "@/lib/session/current-user";
import type { ApiContext } from "@/lib/api/context";
import { forbidden } from "@/lib/api/errors";
import { isAdmin, requireLaw } from "@/lib/api/guards";
import type { ClientIds } from "./client-ids";

/** The law's own user id only; administrators may read anyone's. */
export function requireOwnUser(ctx: ApiContext, law: Law, userId: number): Caller {
  const caller = requireLaw(ctx, [law, ...ADMIN_LAWS]);
  if (!isAdmin(caller) && caller.id !== userId) throw forbidden();
  return caller;
}

/**
 * The law's own client ids only (the session's id_clien_myaffil and id_clien_mycoreg, which for a
 * multi_droit account follow its current law); administrators may read any client's.
 */
export function requireOwnClients(ctx: ApiContext, law: Law, ids: ClientIds): Caller {
  const caller = requireLaw(ctx, [law, ...ADMIN_LAWS]);
  if (isAdmin(caller)) return caller;
  if (ids.perf != null && ids.perf !== caller.idClienMyaffil) throw forbidden();
  if (ids.coreg != null && ids.coreg !== caller.idClienMycoreg) throw forbidden();
  return caller;
}
