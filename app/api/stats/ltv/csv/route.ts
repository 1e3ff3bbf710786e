import { createLtvExportHandler } from "@/features/staff/stats/server/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/stats/ltv/csv: the lifetime value per client of /ltv as CSV (the restricted staff). */
export const GET = createLtvExportHandler();
