import { createAuditExportHandler } from "@/lib/api/auth/audit-trail/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/audit/csv: the audit trail of /Logs as CSV (administrators). */
export const GET = createAuditExportHandler();
