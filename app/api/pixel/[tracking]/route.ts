import { getDb } from "@/lib/db";
import { handlePixel, pixelAnswer, requestIp, segment } from "@/features/myaffil/tracking/server/tracking/http";
import { MAINTENANCE_CODE } from "@/lib/maintenance/answer";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The image pixel of an advertiser's thank-you page: a 1×1 GIF that records the lead. */
async function get(request: Request, { params }: { params: Promise<{ tracking: string }> }) {
  const { tracking } = await params;
  return handlePixel(await getDb(), segment(tracking), request, requestIp(request.headers));
}

export const GET = pausedDuringMaintenance(get, () => pixelAnswer(MAINTENANCE_CODE, 503));
