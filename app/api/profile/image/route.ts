import { createImageUploadHandler } from "@/features/identity/profile/server/image-http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** POST /api/profile/image: the caller's new profile image (see createImageUploadHandler). */
export const POST = pausedDuringMaintenance(createImageUploadHandler());
