import { createMgStatsExportHandler } from "@/features/mongustave/advertiser/server/advertiser-csv-http";

export const dynamic = "force-dynamic";

/** GET /api/mongustave/annonceur/statistiques/csv: the advertiser's Mon Gustave figures as CSV. */
export const GET = createMgStatsExportHandler();
