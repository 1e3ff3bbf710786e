import { getDb } from "@/lib/db";
import { createVerifyHandler } from "@/features/check/verification/server/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The Weedo check verification API (the client's x-api-key): see createVerifyHandler. */
export const POST = pausedDuringMaintenance(createVerifyHandler({ db: getDb }));
