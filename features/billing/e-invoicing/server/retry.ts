import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { enqueue } from "@/lib/jobs/queue";
import { audit } from "@/lib/security/audit";
import { conflict, notFound } from "@/features/billing/invoices/server/errors";
import type { Actor } from "@/features/billing/invoices/server/generate";
import { einvoiceDeposits } from "../db";
import { EINVOICE_DEPOSIT_JOB, liveDepositJobs } from "./deposits";

/**
 * An administrator sends a stalled deposit again: an invoice the queue gave up depositing (the
 * platform unreachable or refusing the request for longer than its attempts) gets a new deposit
 * job, with the same idempotency key, so the platform keeps one copy whatever the first attempts
 * did. Refused while a job is still trying (DEPOSIT_IN_PROGRESS) or once the platform has it.
 */
export async function retryDeposit(db: Db, invoiceId: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [d] = await tx.select().from(einvoiceDeposits).where(eq(einvoiceDeposits.invoiceId, invoiceId)).for("update");
    if (!d) throw notFound();
    if (d.status !== "pending" || d.platformRef)
      throw conflict("The platform has this invoice already", "ALREADY_DEPOSITED");
    if ((await liveDepositJobs(tx, [d.id])).length)
      throw conflict("Its deposit is still being tried", "DEPOSIT_IN_PROGRESS");
    await enqueue(tx, EINVOICE_DEPOSIT_JOB, { depositId: d.id });
    await tx
      .update(einvoiceDeposits)
      .set({ updatedAt: new Date() })
      .where(and(eq(einvoiceDeposits.id, d.id), isNull(einvoiceDeposits.platformRef)));
    await audit(tx, {
      actorId: actor.id,
      action: "einvoice_deposit_retried",
      ip: actor.ip,
      targetType: "invoice",
      targetId: String(invoiceId),
      details: { number: d.number, lastError: d.lastError },
    });
  });
}
