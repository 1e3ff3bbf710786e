import { createOiPdfHandler } from "@/features/billing/insertion-orders/server/http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = createOiPdfHandler();

/** GET /api/oi/<id>/pdf: an insertion order's PDF (sealed once signed), to its advertiser and administrators. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return serve(request, (await params).id);
}
