import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns, myaffilPrograms, myaffilSupports, users } from "@/lib/db/schema";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import type { StatsRole } from "./scope";

/** A client's display name: its society, or the person's name when it has none. */
async function clientNames(db: Db, law: "an" | "af", ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // A multi_droit account's id_clien_myaffil follows its current law; its id in the other role is in the role's own column.
  const roleId = law === "an" ? users.idClienMyaffilAnnonceur : users.idClienMyaffilEditeur;
  const rows = await db
    .select({
      current: users.idClienMyaffil,
      law: users.law,
      role: roleId,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(or(and(eq(users.law, law), inArray(users.idClienMyaffil, ids)), inArray(roleId, ids)))
    .orderBy(users.id);
  const out = new Map<number, string>();
  for (const r of rows) {
    const name = r.society.trim() || `${r.firstName} ${r.lastName}`.trim();
    for (const id of [r.law === law ? r.current : null, r.role])
      if (id != null && ids.includes(id) && !out.has(id)) out.set(id, name);
  }
  return out;
}

/**
 * Names of the keys of one dimension. Partners' names are for administrators only: an advertiser
 * sees publisher ids, a publisher sees no advertiser name.
 */
export async function labelsOf(
  db: Db,
  dim: StatsGroupBy,
  keys: string[],
  role: StatsRole,
): Promise<Map<string, string>> {
  const ids = [...new Set(keys.map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  const byId = async (): Promise<Map<number, string>> => {
    if (!ids.length) return new Map();
    switch (dim) {
      case "program":
        return new Map(
          (
            await db
              .select({ id: myaffilPrograms.id, name: myaffilPrograms.name })
              .from(myaffilPrograms)
              .where(inArray(myaffilPrograms.id, ids))
          ).map((r) => [r.id, r.name]),
        );
      case "campaign":
        return new Map(
          (
            await db
              .select({ id: myaffilCampaigns.id, name: myaffilCampaigns.name })
              .from(myaffilCampaigns)
              .where(inArray(myaffilCampaigns.id, ids))
          ).map((r) => [r.id, r.name]),
        );
      case "support":
        return new Map(
          (
            await db
              .select({ id: myaffilSupports.id, name: myaffilSupports.name })
              .from(myaffilSupports)
              .where(inArray(myaffilSupports.id, ids))
          ).map((r) => [r.id, r.name]),
        );
      case "publisher":
        return role === "admin" ? clientNames(db, "af", ids) : new Map();
      case "advertiser":
        return role === "admin" ? clientNames(db, "an", ids) : new Map();
      default:
        return new Map();
    }
  };
  const names = await byId();
  return new Map([...names].map(([id, name]) => [String(id), name]));
}
