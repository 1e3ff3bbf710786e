import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, balanceLedger, prepayments } from "@/lib/db/schema";
import { moneyError } from "../ledger/errors";
import { listPrepayments, type PrepaymentRow } from "./requests";

async function alreadyDecided(db: Db, id: number): Promise<never> {
  const [p] = await db.select({ status: prepayments.status }).from(prepayments).where(eq(prepayments.id, id));
  if (!p) throw moneyError("NOT_FOUND", "prepaymentNotFound");
  throw moneyError("CONFLICT", "prepaymentAlreadyDecided", { status: p.status });
}

/**
 * Validates a waiting request and credits the ledger, in one transaction. The state change is
 * conditional (only a waiting request moves), and the ledger's unique prepayment index is the
 * backstop: two administrators validating at once credit the balance once.
 */
export async function validatePrepayment(
  db: Db,
  id: number,
  adminId: number,
  now = new Date(),
): Promise<PrepaymentRow> {
  const done = await db.transaction(async (tx) => {
    const [p] = await tx
      .update(prepayments)
      .set({ status: "validated", decidedAt: now, decidedBy: adminId })
      .where(and(eq(prepayments.id, id), eq(prepayments.status, "waiting")))
      .returning();
    if (!p) return false;
    await tx.insert(balanceLedger).values({
      userId: p.userId,
      kind: "prepayment",
      amountCents: Number(p.amountCents),
      prepaymentId: p.id,
      reason: p.reference ? `Prépaiement ${p.reference}` : "Prépaiement",
      createdBy: adminId,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      at: now,
      actorId: adminId,
      action: "prepayment.validated",
      targetType: "prepayment",
      targetId: String(p.id),
      details: { amountCents: Number(p.amountCents), userId: p.userId },
    });
    return true;
  });
  if (!done) await alreadyDecided(db, id);
  return (await listPrepayments(db, { ids: [id] }))[0]!;
}

/** Refuses a waiting request; nothing reaches the ledger. The reason is kept in the audit log. */
export async function refusePrepayment(
  db: Db,
  id: number,
  adminId: number,
  reason: string,
  now = new Date(),
): Promise<PrepaymentRow> {
  const done = await db.transaction(async (tx) => {
    const [p] = await tx
      .update(prepayments)
      .set({ status: "refused", decidedAt: now, decidedBy: adminId })
      .where(and(eq(prepayments.id, id), eq(prepayments.status, "waiting")))
      .returning({ id: prepayments.id, userId: prepayments.userId });
    if (!p) return false;
    await tx.insert(auditLog).values({
      at: now,
      actorId: adminId,
      action: "prepayment.refused",
      targetType: "prepayment",
      targetId: String(p.id),
      details: { reason, userId: p.userId },
    });
    return true;
  });
  if (!done) await alreadyDecided(db, id);
  return (await listPrepayments(db, { ids: [id] }))[0]!;
}
