import { createLtvExportHandler } from "@/lib/api/auth/staff-stats/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/stats/ltv/csv: the lifetime value per client of /ltv as CSV (the restricted staff). */
export const GET = createLtvExportHandler();
