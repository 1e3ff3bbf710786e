import { getDb } from "@/lib/db";
import { handleClick, segment } from "@/features/myaffil/tracking/server/tracking/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** A publisher's tracking link: records the click, then 302 to the program's landing page with click_id. */
async function get(request: Request, { params }: { params: Promise<{ tracking: string }> }) {
  const { tracking } = await params;
  return handleClick(await getDb(), segment(tracking), new URL(request.url), request.headers.get("referer"));
}

export const GET = pausedDuringMaintenance(get);
