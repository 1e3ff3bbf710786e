import { createMonthCsvHandler } from "@/features/billing/billing-months/server/csv-http";

export const dynamic = "force-dynamic";

/** GET /api/stats-valides/csv: a validated-statistics month as CSV (administrators). */
export const GET = createMonthCsvHandler();
