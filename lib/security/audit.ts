import type { Db } from "@/lib/db";
import type { AuditChanges } from "./audit-changes";
import { auditLog } from "@/lib/db/schema";

/** The security events of the audit log (issue 10, finding 14), beside the older free-form actions. */
export type SecurityAction =
  | "sign_in_failed"
  | "sign_in_locked"
  | "sign_out"
  | "sign_out_everywhere"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "two_factor_failed"
  | "two_factor_recovery_used"
  | "switch_law"
  | "member_approved"
  | "webhook_created"
  | "webhook_target_changed"
  | "webhook_secret_regenerated"
  | "webhook_deleted"
  // Insertion orders (issue 12): every transition of an OI.
  | "oi_sent"
  | "oi_updated"
  | "oi_signed"
  | "oi_processed"
  | "oi_cancelled"
  // Money (issue 12): every invoice, payment and credit note.
  | "invoice_issued"
  | "invoice_paid"
  | "credit_note_issued"
  // Validated statistics, publisher invoice calls and bank details (issue 12).
  | "month_line_adjusted"
  | "month_validated"
  | "invoice_call_uploaded"
  | "invoice_call_accepted"
  | "invoice_call_refused"
  | "invoice_call_paid"
  | "bank_details_changed";

export interface AuditEvent {
  actorId: number | null;
  action: SecurityAction;
  ip?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** The fields that changed, old and new (build it with `changesOf`, which masks secrets); shown side by side on /Logs. */
  changes?: AuditChanges;
}

type Writer = Pick<Db, "insert">;

/** Writes one row of the audit log (the one audit trail of the portal). */
export async function audit(db: Writer, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.actorId,
    action: event.action,
    ip: event.ip ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details:
      event.changes && Object.keys(event.changes).length
        ? { ...event.details, changes: event.changes }
        : (event.details ?? {}),
  });
}
