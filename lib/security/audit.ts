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
  // Members (issue 13: /Membreslist, /member): an administrator's decisions and changes on an account.
  | "member_refused"
  | "member_created"
  | "member_updated"
  | "member_law_changed"
  | "member_deactivated"
  | "member_reactivated"
  | "member_password_reset_sent"
  | "member_signed_out_everywhere"
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
  | "invoice_settled"
  | "credit_note_issued"
  // An invoice rejected or refused on the e-invoicing platform, cancelled and replaced (issue 26).
  | "invoice_corrected"
  // A stalled e-invoice deposit retried, a received e-invoice filed again (issue 26).
  | "einvoice_deposit_retried"
  // A program's postback addresses changed (postbacks with a click id from them need no signature).
  | "postback_addresses_set"
  // The right password while the account was under attack: the owner was e-mailed an unlock link.
  | "sign_in_unlock_sent"
  | "einvoice_inbox_refiled"
  // Validated statistics, publisher invoice calls and bank details (issue 12).
  | "month_line_adjusted"
  | "month_validated"
  | "invoice_call_uploaded"
  | "invoice_call_accepted"
  | "invoice_call_refused"
  | "invoice_call_paid"
  | "bank_details_changed"
  // Staff back office (issue 13): interactions with members, database backups.
  | "interaction_created"
  | "interaction_updated"
  | "interaction_deleted"
  | "backup_created"
  | "backup_restored"
  // The monthly report of /report (issue 12).
  | "report_generated"
  // Web Push (issue 13): a notification written by an administrator.
  | "push_notification_created"
  // Weedo data (issue 14): addresses an administrator put on the suppression list (one, or an import).
  | "suppression_added"
  // Weedo Trust on the marketplace intake (issue 14): a source's minimum trust score set or cleared.
  | "market_source_trust_changed"
  // Mon Gustave's fraud review (issue 15): an administrator's decision on a suspected lead.
  | "mg_fraud_confirmed"
  | "mg_fraud_cleared"
  | "mg_fraud_reopened"
  // Mon Gustave web services (issue 15): created, changed, tested, validated, paused, resumed.
  | "mg_ws_created"
  | "mg_ws_updated"
  | "mg_ws_tested"
  | "mg_ws_validated"
  | "mg_ws_paused"
  | "mg_ws_resumed";

export interface AuditEvent {
  actorId: number | null;
  action: SecurityAction;
  ip?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** The fields that changed, old and new (build it with `changesOf`, which masks secrets); shown side by side on /Logs. */
  changes?: AuditChanges;
  /** When it happened, if not now: the seed writes its history at the demo's fixed clock. */
  at?: Date;
}

type Writer = Pick<Db, "insert">;

/** Writes one row of the audit log (the one audit trail of the portal). */
export async function audit(db: Writer, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    ...(event.at ? { at: event.at } : {}),
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
