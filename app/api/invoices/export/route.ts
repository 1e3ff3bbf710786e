import { createAccountingExportHandler } from "@/features/billing/invoices/server/export-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /api/invoices/export: the accountant's CSV (invoices, credit notes or payments of a period). */
export const GET = createAccountingExportHandler();
