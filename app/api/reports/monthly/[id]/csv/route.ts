import { createMonthlyReportFileHandler } from "@/features/billing/reports/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = createMonthlyReportFileHandler("csv");

/** GET /api/reports/monthly/<id>/csv: a generated monthly report, as generated (report allow-list). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, (await params).id);
}
