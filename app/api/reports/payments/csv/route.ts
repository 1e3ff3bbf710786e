import { createPublisherPaymentsCsvHandler } from "@/lib/api/auth/reports/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /api/reports/payments/csv: publisher payments of the filter (/report/payments). */
export const GET = createPublisherPaymentsCsvHandler();
