import { createPublisherPaymentsCsvHandler } from "@/features/billing/reports/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /api/reports/payments/csv: publisher payments of the filter (/report/payments). */
export const GET = createPublisherPaymentsCsvHandler();
