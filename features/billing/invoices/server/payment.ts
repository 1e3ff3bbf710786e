import { and, eq, sql } from "drizzle-orm";
import { dueOf } from "@/features/billing/amounts-due";
import { queueCollected } from "@/features/billing/e-invoicing";
import { parisDay } from "@/lib/domain/paris-time";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { conflict, notFound } from "./errors";
import type { Actor } from "./generate";

/**
 * An administrator records an invoice's payment (receiving → paid), with the bank reference: it
 * received what was due then (TTC less its credit notes), and the e-invoicing platform is told
 * (Encaissée). Only a receiving (or overdue) invoice can
 * be paid, once; the change is audited in the same transaction.
 */
export async function recordPayment(
  db: Db,
  input: { invoiceId: number; reference: string; paidAt?: Date },
  actor: Actor,
): Promise<{ id: number; number: string; paidAt: Date }> {
  return db.transaction(async (tx) => {
    const paidAt = input.paidAt ?? new Date();
    const [row] = await tx
      .update(invoices)
      .set({
        status: "paid",
        paidAt,
        paidBy: actor.id,
        paymentReference: input.reference.trim() || null,
        paidCents: sql`${invoices.paidCents} + ${dueOf()}`,
      })
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.status, "receiving")))
      .returning({ id: invoices.id, number: invoices.number, paidCents: invoices.paidCents });
    if (!row) {
      const [exists] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, input.invoiceId));
      throw exists ? conflict("This invoice is already paid", "ALREADY_PAID") : notFound();
    }
    await queueCollected(tx, row.id, { amountCents: row.paidCents, date: parisDay(paidAt) });
    await audit(tx, {
      actorId: actor.id,
      action: "invoice_paid",
      ip: actor.ip,
      targetType: "invoice",
      targetId: String(row.id),
      details: { number: row.number, amountCents: row.paidCents, reference: input.reference.trim() },
    });
    return { id: row.id, number: row.number, paidAt };
  });
}
