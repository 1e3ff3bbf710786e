import { createLibraryUploadHandler } from "@/features/myaffil/creatives/server/images/http";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** POST /api/myaffil/images: an administrator's upload to the image library (see createLibraryUploadHandler). */
export const POST = pausedDuringMaintenance(createLibraryUploadHandler());
