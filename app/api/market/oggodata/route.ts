import { createOggoDataExportHandler } from "@/features/market/webhooks/server/oggodata-http";

export const dynamic = "force-dynamic";

/** GET /api/market/oggodata?category=&from=&to=: the OggoData CSV export (administrators). */
export const GET = createOggoDataExportHandler();
