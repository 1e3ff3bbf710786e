import { getDb } from "@/lib/db";
import { createTrustExportHandler } from "@/features/check/verification/server/trust-http";

export const dynamic = "force-dynamic";

/** /suivi_weedo_trust/statistiques and consommation as CSV (kind=statistics|consumption). */
export const GET = createTrustExportHandler({ db: getDb });
