import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";

/** The client ids a partner dashboard reads, each on its own platform; null: none. */
export interface PartnerClients {
  userId: number;
  perf: number | null;
  coreg: number | null;
  /** Marketplace client id; null when the advertiser is not a marketplace client. */
  market: number | null;
}

/**
 * A user's client ids in one role. id_clien_myaffil and id_clien_mycoreg follow a multi_droit
 * account's current law, so in the other role only its role-specific performance id is known.
 * Null when the user does not exist or never holds that role. A caller asking for its own ids in
 * its current role already holds them (the request read its row): no second read of the row.
 */
export async function partnerClients(
  db: Db,
  userId: number,
  role: "an" | "af",
  caller?: Caller | null,
): Promise<PartnerClients | null> {
  if (caller?.id === userId && caller.law === role) {
    return {
      userId,
      perf: caller.idClienMyaffil,
      coreg: caller.idClienMycoreg,
      market: role === "an" && caller.idClienLeadmarket > 0 ? caller.idClienLeadmarket : null,
    };
  }
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return null;
  const current = u.law === role;
  if (!current && !u.multiDroit) return null;
  const roleId = role === "an" ? u.idClienMyaffilAnnonceur : u.idClienMyaffilEditeur;
  return {
    userId: u.id,
    perf: current ? u.idClienMyaffil : roleId,
    coreg: current ? u.idClienMycoreg : null,
    market: role === "an" && u.idClienLeadmarket > 0 ? u.idClienLeadmarket : null,
  };
}
