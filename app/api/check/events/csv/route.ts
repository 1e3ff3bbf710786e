import { getDb } from "@/lib/db";
import { createCheckExportHandler } from "@/features/check/verification/server/http";

export const dynamic = "force-dynamic";

/** The event log as CSV, with the page's filters. */
export const GET = createCheckExportHandler("events", { db: getDb });
