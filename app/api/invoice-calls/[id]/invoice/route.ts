import { createInvoiceServeHandler, createInvoiceUploadHandler } from "@/features/billing/invoice-calls/server/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

const upload = createInvoiceUploadHandler();
const serve = createInvoiceServeHandler();

type Params = { params: Promise<{ id: string }> };

/** POST /api/invoice-calls/<id>/invoice: the publisher uploads its invoice (PDF) for its call. */
async function post(request: Request, { params }: Params) {
  return upload(request, (await params).id);
}

/** GET /api/invoice-calls/<id>/invoice: the uploaded invoice, to its publisher and administrators. */
export async function GET(request: Request, { params }: Params) {
  return serve(request, (await params).id);
}

export const POST = pausedDuringMaintenance(post);
