import { maskAuditValue, type AuditChanges } from "@/lib/security/audit-changes";

export interface AuditEntryRow {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorLaw: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export interface AuditEntryView {
  id: number;
  at: string;
  actor: { id: number; email: string; name: string; law: string } | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  details: { key: string; value: string }[];
}

const shown = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const byName = <T extends { field?: string; key?: string }>(a: T, b: T) =>
  (a.field ?? a.key ?? "").localeCompare(b.field ?? b.key ?? "");

/**
 * An entry as /Logs shows it: the changed fields side by side and the other details, secrets masked
 * again, each sorted by name (jsonb keeps its own key order, not the writer's).
 */
export function toAuditView(r: AuditEntryRow): AuditEntryView {
  const { changes, ...rest } = r.details as { changes?: AuditChanges } & Record<string, unknown>;
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor:
      r.actorId === null || r.actorEmail === null
        ? null
        : {
            id: r.actorId,
            email: r.actorEmail,
            name: `${r.actorFirstName ?? ""} ${r.actorLastName ?? ""}`.trim() || r.actorEmail,
            law: r.actorLaw ?? "",
          },
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    ip: r.ip,
    changes: Object.entries(changes && typeof changes === "object" ? changes : {})
      .map(([field, c]) => ({
        field,
        before: shown(maskAuditValue(field, c?.from)),
        after: shown(maskAuditValue(field, c?.to)),
      }))
      .sort(byName),
    details: Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => ({ key, value: shown(maskAuditValue(key, v)) ?? "" }))
      .sort(byName),
  };
}
