import { createMgExtractExportHandler } from "@/features/mongustave/advertiser/server/advertiser-csv-http";

export const dynamic = "force-dynamic";

/** GET /api/mongustave/annonceur/extract-mer/csv: the leads the advertiser bought (extractMer ids only). */
export const GET = createMgExtractExportHandler();
