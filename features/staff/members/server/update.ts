import { eq } from "drizzle-orm";
import type { Law } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import { isUniqueViolation } from "@/features/identity/sign-up/server/accounts";
import { auditViewOf, memberInputSchema, type MemberInput } from "./input";

export type MemberUpdateOutcome = "OK" | "NOT_FOUND" | "EMAIL_ALREADY_USED" | "UNCHANGED" | "NOT_ALLOWED" | "OWN_EMAIL";

const FIELDS = Object.keys(memberInputSchema.shape) as (keyof MemberInput)[];

/**
 * Saves an administrator's edit of a member: one audit entry holding the fields that changed, old
 * and new; nothing is written when nothing changed. The row is locked while it is compared, so two
 * administrators saving at once each record what they really changed.
 */
export async function updateMember(
  db: Db,
  adminId: number,
  userId: number,
  input: MemberInput,
): Promise<MemberUpdateOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
      if (!before) return "NOT_FOUND";
      // The allow-lists are keyed by e-mail (lib/config/allow-lists.ts): an administrator who could
      // rename their own account to a listed address, unconfirmed, would grant themselves its rights.
      if (userId === adminId && input.email.toLowerCase() !== before.email.toLowerCase()) return "OWN_EMAIL";
      const old = Object.fromEntries(FIELDS.map((f) => [f, before[f]]));
      const changes = changesOf(auditViewOf(old), auditViewOf(input));
      if (!Object.keys(changes).length) return "UNCHANGED";
      await tx
        .update(users)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await audit(tx, {
        actorId: adminId,
        action: "member_updated",
        targetType: "user",
        targetId: String(userId),
        changes,
      });
      return "OK";
    });
  } catch (e) {
    if (isUniqueViolation(e)) return "EMAIL_ALREADY_USED";
    throw e;
  }
}

/**
 * Changes a member's law (a full administrator's act: it decides every screen and right of the
 * account). A multi_droit account switching between an and af takes the MyAffil client id of that
 * side, as its own role switch does. Its sessions end, since their tokens carry the old law.
 */
export async function setMemberLaw(db: Db, adminId: number, userId: number, law: Law): Promise<MemberUpdateOutcome> {
  // An administrator never changes their own law (a mistake would leave nobody to undo it).
  if (userId === adminId) return "NOT_ALLOWED";
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!before) return "NOT_FOUND";
    if (before.law === law) return "UNCHANGED";
    const idClienMyaffil =
      before.multiDroit && law === "an"
        ? (before.idClienMyaffilAnnonceur ?? before.idClienMyaffil)
        : before.multiDroit && law === "af"
          ? (before.idClienMyaffilEditeur ?? before.idClienMyaffil)
          : before.idClienMyaffil;
    await tx
      .update(users)
      .set({ law, idClienMyaffil, tokenVersion: before.tokenVersion + 1, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await audit(tx, {
      actorId: adminId,
      action: "member_law_changed",
      targetType: "user",
      targetId: String(userId),
      changes: changesOf(
        { law: before.law, id_clien_myaffil: before.idClienMyaffil },
        { law, id_clien_myaffil: idClienMyaffil },
      ),
    });
    return "OK";
  });
}
