import type { Db } from "@/lib/db";
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
  | "webhook_created"
  | "webhook_target_changed"
  | "webhook_secret_regenerated"
  | "webhook_deleted";

export interface AuditEvent {
  actorId: number | null;
  action: SecurityAction;
  ip?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
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
    details: event.details ?? {},
  });
}
