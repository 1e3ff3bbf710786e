import { createInvoicePdfHandler } from "@/features/billing/invoices/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = createInvoicePdfHandler("credit_note");

/** GET /api/credit-notes/<id>/pdf: a credit note's PDF with its Factur-X XML, to its advertiser and administrators. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, (await params).id);
}
