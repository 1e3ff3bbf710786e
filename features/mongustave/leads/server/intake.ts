import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { MgFraudReason, MgFraudState } from "@/lib/domain/states";
import { enqueueMany } from "@/lib/jobs/queue";
import { notifyRealtime } from "@/lib/realtime/bus";
import { mgLeadInputSchema } from "@/lib/validation/mongustave";
import { mgFieldErrors } from "@/lib/validation/mongustave-ws";
import { MG_DELIVER_JOB, MG_MAX_ATTEMPTS } from "./deliver";
import { runFraudRules } from "@/features/mongustave/fraud/server/fraud-rules";

export type TakeMgLeadResult =
  | {
      ok: true;
      leadId: number;
      /** How many web services the lead was queued for. */
      webServices: number;
      fraudState: MgFraudState;
      fraudReasons: MgFraudReason[];
    }
  /** Per field, a key of mongustaveEngine.errors. */
  | { ok: false; errors: Record<string, string> };

/**
 * Takes one consumer request in: validated, stored, checked by the fraud rules, and queued for every
 * active web service of its product (one delivery and one job each, price copied from the WS), all
 * in one transaction: a lead exists with its deliveries and their jobs, or not at all.
 *
 * A `suspected` lead is delivered like a clean one: the rules flag, an administrator decides
 * afterwards (fraude_mongustave), and confirmed fraud leaves billing. Holding suspected leads back
 * would cost the clients every false positive while the lead goes cold; its sale is reversible on
 * the invoice, its freshness is not.
 */
export async function takeMgLead(db: Db, input: unknown, now = new Date()): Promise<TakeMgLeadResult> {
  const parsed = mgLeadInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: mgFieldErrors(parsed.error) };
  const v = parsed.data;
  const done = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(mgLeads)
      .values({ ...v, createdAt: now })
      .returning({ id: mgLeads.id });
    const leadId = lead!.id;
    const targets = await tx
      .select({ id: mgWebServices.id, clientId: mgWebServices.clientId, priceCents: mgWebServices.priceCents })
      .from(mgWebServices)
      .where(and(eq(mgWebServices.product, v.product), eq(mgWebServices.state, "active")))
      .orderBy(mgWebServices.id);
    const reasons = await runFraudRules(
      tx,
      {
        id: leadId,
        email: v.email,
        phone: v.phone,
        postcode: v.postcode,
        ip: v.ip,
        deviceId: v.deviceId,
        createdAt: now,
      },
      [...new Set(targets.map((t) => t.clientId))],
    );
    const fraudState: MgFraudState = reasons.length ? "suspected" : "clean";
    if (reasons.length)
      await tx.update(mgLeads).set({ fraudState, fraudReasons: reasons }).where(eq(mgLeads.id, leadId));
    if (targets.length) {
      const deliveries = await tx
        .insert(mgDeliveries)
        .values(
          targets.map((t) => ({
            leadId,
            webServiceId: t.id,
            clientId: t.clientId,
            product: v.product,
            priceCents: t.priceCents,
            createdAt: now,
          })),
        )
        .returning({ id: mgDeliveries.id });
      await enqueueMany(
        tx,
        MG_DELIVER_JOB,
        deliveries.map((d) => ({ deliveryId: d.id })),
        { runAt: now, maxAttempts: MG_MAX_ATTEMPTS },
      );
    }
    return { leadId, webServices: targets.length, fraudState, fraudReasons: reasons };
  });
  await notifyRealtime(db, "mongustave", { leadId: done.leadId });
  return { ok: true, ...done };
}
