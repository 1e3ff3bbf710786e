import { getDb } from "@/lib/db";
import { createVerifyHandler } from "@/lib/api/market/check/http";

export const dynamic = "force-dynamic";

/** The Weedo check verification API (the client's x-api-key): see createVerifyHandler. */
export const POST = createVerifyHandler({ db: getDb });
