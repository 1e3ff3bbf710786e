import { getDb } from "@/lib/db";
import { handlePostback, requestIp } from "@/lib/api/myaffil/tracking/http";

export const dynamic = "force-dynamic";

/** The advertisers' server-to-server lead postback (GET query, form or JSON). */
export async function GET(request: Request) {
  return handlePostback(await getDb(), request, requestIp(request.headers));
}

export async function POST(request: Request) {
  return handlePostback(await getDb(), request, requestIp(request.headers));
}
