import { createFraudCsvHandler } from "@/features/mongustave/fraud/server/fraud-csv-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /api/mongustave/fraud/csv: the Mon Gustave fraud queue as CSV (/weedomarket/admin/stats/fraude_mongustave). */
export const GET = createFraudCsvHandler();
