import { publicJwks } from "@/lib/session/jwt";

export const dynamic = "force-dynamic";

export async function GET() {
  return Response.json(await publicJwks(), { headers: { "cache-control": "public, max-age=300" } });
}
