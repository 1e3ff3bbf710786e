import { createPreviewHandler } from "@/features/myaffil/creatives/server/visuals/preview-http";

export const dynamic = "force-dynamic";

const preview = createPreviewHandler();

/** Public preview of a visual with the publisher's tracking links (see createPreviewHandler). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ idf: string; id_visuel: string; campagne: string; hostname: string }> },
) {
  return preview(await params);
}
