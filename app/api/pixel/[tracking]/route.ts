import { getDb } from "@/lib/db";
import { handlePixel, requestIp, segment } from "@/lib/api/myaffil/tracking/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The image pixel of an advertiser's thank-you page: a 1×1 GIF that records the lead. */
async function get(request: Request, { params }: { params: Promise<{ tracking: string }> }) {
  const { tracking } = await params;
  return handlePixel(await getDb(), segment(tracking), request, requestIp(request.headers));
}

export const GET = pausedDuringMaintenance(get);
