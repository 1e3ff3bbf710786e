import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

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
 * Null when the user does not exist or never holds that role.
 */
export async function partnerClients(db: Db, userId: number, role: "an" | "af"): Promise<PartnerClients | null> {
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
