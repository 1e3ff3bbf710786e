import { getDb } from "@/lib/db";
import { createListUploadHandler } from "@/lib/api/market/check/http";

export const dynamic = "force-dynamic";

/** A CSV list upload from the verifications screen: see createListUploadHandler. */
export const POST = createListUploadHandler({ db: getDb });
