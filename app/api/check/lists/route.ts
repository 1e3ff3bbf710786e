import { getDb } from "@/lib/db";
import { createListUploadHandler } from "@/features/check/verification/server/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** A CSV list upload from the verifications screen: see createListUploadHandler. */
export const POST = pausedDuringMaintenance(createListUploadHandler({ db: getDb }));
