import { createMgExtractExportHandler } from "@/lib/api/market/mongustave/advertiser-csv-http";

export const dynamic = "force-dynamic";

/** GET /api/mongustave/annonceur/extract-mer/csv: the leads the advertiser bought (extractMer ids only). */
export const GET = createMgExtractExportHandler();
