import { createAuditExportHandler } from "@/features/staff/audit-trail/server/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/audit/csv: the audit trail of /Logs as CSV (administrators). */
export const GET = createAuditExportHandler();
