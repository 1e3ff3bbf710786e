import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { mgLeads } from "@/lib/db/schema";
import type { MgFraudState } from "@/lib/domain/states";
import { notifyRealtime } from "@/lib/realtime/bus";
import { audit } from "@/lib/security/audit";
import { badInput } from "@/lib/api/errors";

/**
 * An administrator's decision on fraud cases: confirm (the lead is fraud: its sales leave billing and
 * revenue), clear (not fraud: billed as any lead), reopen (a reviewed case goes back to the queue,
 * e.g. a decision taken by mistake or new evidence; the earlier decision stays in the audit log).
 */
export const FRAUD_DECISIONS = ["confirm", "clear", "reopen"] as const;
export type FraudDecision = (typeof FRAUD_DECISIONS)[number];

/** From which states each decision applies; a lead in another state is skipped (already decided). */
const FROM: Record<FraudDecision, MgFraudState[]> = {
  confirm: ["suspected"],
  clear: ["suspected"],
  reopen: ["confirmed", "cleared"],
};
const TO: Record<FraudDecision, MgFraudState> = { confirm: "confirmed", clear: "cleared", reopen: "suspected" };
const ACTION = { confirm: "mg_fraud_confirmed", clear: "mg_fraud_cleared", reopen: "mg_fraud_reopened" } as const;
export const MAX_BULK = 100;

export interface FraudReviewInput {
  ids: number[];
  decision: FraudDecision;
  /** Required to confirm (why it is fraud: it is what finance reads when a client asks). */
  note?: string | null;
}

export interface FraudReviewResult {
  updated: number[];
  /** Leads not in a state the decision applies to (decided meanwhile by someone else), or unknown. */
  skipped: number[];
  /**
   * Confirmed leads with a sale in a Mon Gustave month already validated (frozen): their invoice, if
   * issued, is not changed; the administrator issues a credit note from /report/facturesMonGustave.
   */
  inValidatedMonth: number[];
}

/**
 * Applies one decision to the selected leads in one transaction: locks them, keeps those in a state
 * the decision applies to, records the reviewer, time and note, and writes one audit row per lead.
 */
export async function reviewFraudCases(
  db: Db,
  actor: { id: number; ip?: string | null },
  input: FraudReviewInput,
  now = new Date(),
): Promise<FraudReviewResult> {
  const ids = [...new Set(input.ids)];
  const note = input.note?.trim() ?? "";
  if (!ids.length) throw badInput("Select at least one lead", { ids: "required" });
  if (ids.length > MAX_BULK) throw badInput("Too many leads at once", { ids: "too_many" });
  if (input.decision === "confirm" && note.length < 3) throw badInput("A note is required", { note: "required" });
  if (note.length > 500) throw badInput("Note too long", { note: "too_long" });
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mgLeads.id, state: mgLeads.fraudState })
      .from(mgLeads)
      .where(and(inArray(mgLeads.id, ids), sql`not ${mgLeads.isTest}`))
      .orderBy(mgLeads.id)
      .for("update");
    const todo = rows.filter((r) => FROM[input.decision].includes(r.state));
    const updated = todo.map((r) => r.id);
    if (updated.length) {
      const reopen = input.decision === "reopen";
      await tx
        .update(mgLeads)
        .set({
          fraudState: TO[input.decision],
          reviewedBy: reopen ? null : actor.id,
          reviewedAt: reopen ? null : now,
          reviewNote: note || null,
        })
        .where(inArray(mgLeads.id, updated));
      for (const r of todo)
        await audit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: ACTION[input.decision],
          targetType: "mg_lead",
          targetId: String(r.id),
          details: { from: r.state, to: TO[input.decision], note: note || null },
        });
    }
    const inValidatedMonth =
      input.decision === "confirm" && updated.length ? await soldInValidatedMonth(tx, updated) : [];
    return { updated, skipped: ids.filter((i) => !updated.includes(i)), inValidatedMonth };
  });
  // Revenue figures (statistics, real time) exclude confirmed fraud: live pages refresh.
  if (result.updated.length) await notifyRealtime(db, "mongustave", { fraudReviewed: result.updated.length });
  return result;
}

/** Of these leads, those with an accepted sale in a Mon Gustave month already validated. */
async function soldInValidatedMonth(tx: Pick<Db, "execute">, ids: number[]): Promise<number[]> {
  const res = await tx.execute(sql`
    select distinct d.lead_id from mg_deliveries d
    join billing_months m on m.platform = 'mongustave' and m.status = 'validated'
      and m.month = date_trunc('month', d.created_at at time zone 'Europe/Paris')::date
    where d.state = 'accepted' and d.lead_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
    order by d.lead_id`);
  return rowsOf<{ lead_id: number | string }>(res).map((r) => Number(r.lead_id));
}
