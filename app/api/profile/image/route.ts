import { createImageUploadHandler } from "@/lib/api/auth/profile/image-http";

export const dynamic = "force-dynamic";

/** POST /api/profile/image: the caller's new profile image (see createImageUploadHandler). */
export const POST = createImageUploadHandler();
