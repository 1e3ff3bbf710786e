import { createImageServeHandler } from "@/features/identity/profile/server/image-http";

export const dynamic = "force-dynamic";

const serve = createImageServeHandler();

/** GET /api/profile/image/<file>: a stored profile image (names are checked, never used as paths). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serve(request, (await params).file);
}
