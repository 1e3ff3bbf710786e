import { createTeletechExportHandler } from "@/features/staff/stats/server/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/stats/teletech/csv: Teletech's calls of /TeletechLeads as CSV (listed administrators and publisher). */
export const GET = createTeletechExportHandler();
