import { createLibraryServeHandler } from "@/features/myaffil/creatives/server/images/http";

export const dynamic = "force-dynamic";

const serve = createLibraryServeHandler();

/** GET /api/myaffil/images/<file>: a file of the image library. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serve(request, (await params).file);
}
