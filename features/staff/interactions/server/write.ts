import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { memberInteractions, users } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import type { Caller } from "@/lib/session/current-user";
import type { InteractionInput } from "./input";

const i = memberInteractions;

/** The client is not a member (advertiser or publisher): nothing is written. */
export class NotAClientError extends Error {
  constructor() {
    super("The client must be an advertiser or a publisher");
    this.name = "NotAClientError";
  }
}

/** Who may change an interaction: its author, or a full administrator (ad). Others: not found. */
const mine = (caller: Caller): SQL | undefined => (caller.law === "ad" ? undefined : eq(i.staffId, caller.id));

/** A Paris wall-clock time (the form's datetime-local value) as an instant. */
const parisInstant = (local: string) => sql`(${local}::timestamp at time zone ${TIME_ZONE})`;

async function assertClient(db: Db, memberId: number) {
  const [m] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), inArray(users.law, ["an", "af"])));
  if (!m) throw new NotAClientError();
}

/** The audited fields of a row, as the trail shows them (the time as an ISO instant). */
const audited = (r: typeof i.$inferSelect) => ({
  kind: r.kind,
  occurredAt: r.occurredAt.toISOString(),
  memberId: r.memberId,
  subject: r.subject,
  notes: r.notes,
  outcome: r.outcome,
  followUpOn: r.followUpOn,
  followUpDone: r.followUpDone,
});

/** Records an interaction of the caller with a member; audited. */
export async function createInteraction(db: Db, caller: Caller, input: InteractionInput, ip?: string | null) {
  await assertClient(db, input.memberId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(i)
      .values({ ...input, occurredAt: parisInstant(input.occurredAt) as unknown as Date, staffId: caller.id })
      .returning();
    await audit(tx, {
      actorId: caller.id,
      ip,
      action: "interaction_created",
      targetType: "interaction",
      targetId: String(row!.id),
      changes: changesOf(null, audited(row!)),
    });
    return row!.id;
  });
}

/** Changes an interaction (its author or ad); null when there is none the caller may change. */
export async function updateInteraction(
  db: Db,
  caller: Caller,
  id: number,
  input: InteractionInput,
  ip?: string | null,
): Promise<number | null> {
  await assertClient(db, input.memberId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(i)
      .where(and(eq(i.id, id), mine(caller)))
      .for("update");
    if (!before) return null;
    const [after] = await tx
      .update(i)
      .set({ ...input, occurredAt: parisInstant(input.occurredAt) as unknown as Date, updatedAt: new Date() })
      .where(eq(i.id, id))
      .returning();
    const changes = changesOf(audited(before), audited(after!));
    if (Object.keys(changes).length) {
      await audit(tx, {
        actorId: caller.id,
        ip,
        action: "interaction_updated",
        targetType: "interaction",
        targetId: String(id),
        changes,
      });
    }
    return id;
  });
}

/** Deletes an interaction (its author or ad); false when there is none the caller may delete. */
export async function deleteInteraction(db: Db, caller: Caller, id: number, ip?: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(i)
      .where(and(eq(i.id, id), mine(caller)))
      .returning();
    if (!gone) return false;
    await audit(tx, {
      actorId: caller.id,
      ip,
      action: "interaction_deleted",
      targetType: "interaction",
      targetId: String(id),
      changes: changesOf(audited(gone), {}),
    });
    return true;
  });
}
