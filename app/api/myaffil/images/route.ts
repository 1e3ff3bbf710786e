import { createLibraryUploadHandler } from "@/lib/api/myaffil/images/http";

export const dynamic = "force-dynamic";

/** POST /api/myaffil/images: an administrator's upload to the image library (see createLibraryUploadHandler). */
export const POST = createLibraryUploadHandler();
