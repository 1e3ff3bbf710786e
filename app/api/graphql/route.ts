import { createApiHandler } from "@/lib/api/yoga";
import { SERVICES } from "@/lib/api/services";

const handle = createApiHandler(SERVICES.myaffil.schema, SERVICES.myaffil.endpoint);

export const dynamic = "force-dynamic";
export { handle as GET, handle as POST, handle as OPTIONS };
