import { createDataExportHandler } from "@/lib/api/market/data/csv-http";

export const dynamic = "force-dynamic";

export const GET = createDataExportHandler("suppressions");
