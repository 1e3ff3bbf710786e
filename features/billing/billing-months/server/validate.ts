import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { billingMonthLines, billingMonths } from "@/lib/db/schema";
import type { MonthPlatform } from "@/lib/domain/states";
import { parisMonth } from "@/lib/domain/paris-time";
import { audit } from "@/lib/security/audit";
import { badInput } from "@/lib/api/errors";
import { createInvoiceCalls } from "@/features/billing/invoice-calls/server/generate";
import { monthFrozen, monthNotOver, notFound } from "./errors";
import { monthStart } from "./month";
import { ensureMonth, syncOpenMonth } from "./sync";

export interface Actor {
  id: number;
  ip?: string | null;
}

/** Largest adjustment accepted on one line (± 1,000,000.00 €): a typo guard, not a business limit. */
const MAX_ADJUSTMENT_CENTS = 100_000_000;

/**
 * Sets a line's adjustment (replacing the previous one) with its reason, on an open month only.
 * The resulting amount may not go below zero (a larger correction is a credit note).
 */
export async function adjustLine(
  db: Db,
  actor: Actor,
  input: { lineId: number; adjustmentCents: number; reason: string },
): Promise<void> {
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(input.adjustmentCents) || Math.abs(input.adjustmentCents) > MAX_ADJUSTMENT_CENTS)
    throw badInput("Invalid adjustment", { adjustmentCents: "invalid" });
  if (input.adjustmentCents !== 0 && reason.length < 3) throw badInput("A reason is required", { reason: "required" });
  if (reason.length > 500) throw badInput("Reason too long", { reason: "too_long" });
  await db.transaction(async (tx) => {
    const l = billingMonthLines;
    const [line] = await tx
      .select({ line: l, status: billingMonths.status })
      .from(l)
      .innerJoin(billingMonths, and(eq(billingMonths.platform, l.platform), eq(billingMonths.month, l.month)))
      .where(eq(l.id, input.lineId))
      // Serialises with a concurrent validation of the month.
      .for("update", { of: billingMonths });
    if (!line) throw notFound();
    if (line.status !== "open") throw monthFrozen();
    if (line.line.amountCents + input.adjustmentCents < 0)
      throw badInput("The adjusted amount cannot be negative", { adjustmentCents: "negative_total" });
    await tx
      .update(l)
      .set({ adjustmentCents: input.adjustmentCents, adjustmentReason: input.adjustmentCents === 0 ? null : reason })
      .where(eq(l.id, input.lineId));
    await audit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: "month_line_adjusted",
      targetType: "billing_month_line",
      targetId: String(input.lineId),
      details: {
        platform: line.line.platform,
        month: line.line.month,
        side: line.line.side,
        clientId: line.line.clientId,
        programId: line.line.programId,
        from: line.line.adjustmentCents,
        to: input.adjustmentCents,
        reason,
      },
    });
  });
}

/**
 * Validates a month: refreshes its lines one last time, freezes them, and asks each publisher with
 * earnings to invoice them (invoice calls), all in one transaction. Validating twice is refused. A
 * month that is not over (Paris time) could still take leads after it is frozen and invoiced: it is
 * refused unless `earlyConfirmation` repeats the month ("2026-12"), and the audit says it was early.
 */
export async function validateMonth(
  db: Db,
  actor: Actor,
  input: { platform: MonthPlatform; month: string; earlyConfirmation?: string | null },
  now = new Date(),
): Promise<{ lines: number; invoiceCalls: number }> {
  const month = monthStart(input.month);
  const early = month >= parisMonth(now);
  if (early && input.earlyConfirmation?.trim() !== month.slice(0, 7)) throw monthNotOver();
  return db.transaction(async (tx) => {
    await ensureMonth(tx, input.platform, month);
    const [m] = await tx
      .select({ status: billingMonths.status })
      .from(billingMonths)
      .where(and(eq(billingMonths.platform, input.platform), eq(billingMonths.month, month)))
      .for("update");
    if (m?.status !== "open") throw monthFrozen();
    // Synced under the month's lock: a concurrent adjustment waits for this validation.
    await syncOpenMonth(tx, input.platform, month);
    const [count] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(amount_cents + adjustment_cents), 0)::float8`,
      })
      .from(billingMonthLines)
      .where(and(eq(billingMonthLines.platform, input.platform), eq(billingMonthLines.month, month)));
    await tx
      .update(billingMonths)
      .set({ status: "validated", validatedAt: new Date(), validatedBy: actor.id })
      .where(and(eq(billingMonths.platform, input.platform), eq(billingMonths.month, month)));
    const calls = await createInvoiceCalls(tx, input.platform, month);
    await audit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: "month_validated",
      targetType: "billing_month",
      targetId: `${input.platform}:${month}`,
      details: {
        lines: count?.n ?? 0,
        totalCents: count?.total ?? 0,
        invoiceCalls: calls,
        ...(early ? { early } : {}),
      },
    });
    return { lines: count?.n ?? 0, invoiceCalls: calls };
  });
}
