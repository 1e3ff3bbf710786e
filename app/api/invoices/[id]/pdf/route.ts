import { createInvoicePdfHandler } from "@/features/billing/invoices/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = createInvoicePdfHandler("invoice");

/** GET /api/invoices/<id>/pdf: an invoice's PDF with its Factur-X XML, to its advertiser and administrators. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, (await params).id);
}
