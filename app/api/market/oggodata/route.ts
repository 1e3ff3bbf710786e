import { createOggoDataExportHandler } from "@/lib/api/market/webhooks/oggodata-http";

export const dynamic = "force-dynamic";

/** GET /api/market/oggodata?category=&from=&to=: the OggoData CSV export (administrators). */
export const GET = createOggoDataExportHandler();
