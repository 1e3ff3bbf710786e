import { getDb } from "@/lib/db";
import { createMgIntakeHandler } from "@/features/mongustave/leads/server/intake-http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** Mon Gustave's lead intake (bearer MONGUSTAVE_INTAKE_KEY): see createMgIntakeHandler. */
export const POST = pausedDuringMaintenance(createMgIntakeHandler({ db: getDb }));
