import { createClientRevenueCsvHandler } from "@/features/billing/reports/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /api/reports/client-revenue/csv: revenue per client of a period (/report/CaClient). */
export const GET = createClientRevenueCsvHandler();
