import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilSupports, users } from "@/lib/db/schema";
import type { SupportInput } from "@/lib/validation/support";
import { partnerClients } from "@/features/shell/dashboards/server/partner";
import { notFound } from "@/features/myaffil/applications/server/scope";

export type SupportRow = typeof myaffilSupports.$inferSelect;

/** A publisher's supports, deleted ones left out, by name. */
export async function listSupports(db: Db, publisherClientId: number): Promise<SupportRow[]> {
  return db
    .select()
    .from(myaffilSupports)
    .where(and(eq(myaffilSupports.publisherClientId, publisherClientId), ne(myaffilSupports.state, "supprime")))
    .orderBy(asc(sql`lower(${myaffilSupports.name})`), asc(myaffilSupports.id));
}

export async function createSupport(db: Db, publisherClientId: number, input: SupportInput): Promise<SupportRow> {
  const [row] = await db
    .insert(myaffilSupports)
    .values({ publisherClientId, ...input })
    .returning();
  return row!;
}

/** The support `id` of that publisher (any publisher when null), not deleted; NOT_FOUND otherwise. */
export async function supportOf(db: Db, id: number, publisherClientId: number | null): Promise<SupportRow> {
  const [row] = await db
    .select()
    .from(myaffilSupports)
    .where(and(eq(myaffilSupports.id, id), ne(myaffilSupports.state, "supprime")))
    .limit(1);
  if (!row || (publisherClientId != null && row.publisherClientId !== publisherClientId)) throw notFound("Support");
  return row;
}

export async function updateSupport(
  db: Db,
  id: number,
  publisherClientId: number | null,
  input: SupportInput,
): Promise<SupportRow> {
  await supportOf(db, id, publisherClientId);
  const [row] = await db.update(myaffilSupports).set(input).where(eq(myaffilSupports.id, id)).returning();
  return row!;
}

/** Pause or resume a support. */
export async function setSupportActive(
  db: Db,
  id: number,
  publisherClientId: number | null,
  active: boolean,
): Promise<SupportRow> {
  await supportOf(db, id, publisherClientId);
  const [row] = await db
    .update(myaffilSupports)
    .set({ state: active ? "valide" : "pause" })
    .where(eq(myaffilSupports.id, id))
    .returning();
  return row!;
}

/** Soft delete: applications and shoots keep pointing at it. */
export async function deleteSupport(db: Db, id: number, publisherClientId: number | null): Promise<void> {
  await supportOf(db, id, publisherClientId);
  await db.update(myaffilSupports).set({ state: "supprime" }).where(eq(myaffilSupports.id, id));
}

/** A user's publisher client and its supports (admin list_supports/{id_utilisateur}); null when not a publisher. */
export async function supportsOfUser(db: Db, userId: number) {
  const clients = await partnerClients(db, userId, "af");
  if (!clients?.perf) return null;
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { user: u!, publisherClientId: clients.perf, supports: await listSupports(db, clients.perf) };
}
