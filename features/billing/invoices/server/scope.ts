import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { invoices } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { isAdmin } from "@/lib/api/guards";

/**
 * Whose invoices a caller may read: an administrator any; an advertiser those of its own client ids
 * (MyAffil and Mon Gustave on id_clien_myaffil, MyCoreg on id_clien_mycoreg, Weedo market on
 * id_clien_leadmarket). Null for an advertiser with no client id: it owns nothing. This goes in the
 * where-clause, so somebody else's invoice reads as "not found".
 */
export function ownerScope(caller: Caller): SQL | undefined | null {
  if (isAdmin(caller)) return undefined;
  const parts: SQL[] = [];
  if (caller.idClienMyaffil != null)
    parts.push(and(inArray(invoices.platform, ["perf", "mongustave"]), eq(invoices.clientId, caller.idClienMyaffil))!);
  if (caller.idClienMycoreg != null)
    parts.push(and(eq(invoices.platform, "coreg"), eq(invoices.clientId, caller.idClienMycoreg))!);
  if (caller.idClienLeadmarket > 0)
    parts.push(and(eq(invoices.platform, "market"), eq(invoices.clientId, caller.idClienLeadmarket))!);
  return parts.length ? or(...parts)! : null;
}
