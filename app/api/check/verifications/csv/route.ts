import { getDb } from "@/lib/db";
import { createCheckExportHandler } from "@/features/check/verification/server/http";

export const dynamic = "force-dynamic";

/** Verifications (or one list's result) as CSV, with the page's filters. */
export const GET = createCheckExportHandler("verifications", { db: getDb });
