import { getDb } from "@/lib/db";
import { redirectResponse } from "@/lib/idp/oidc/respond";
import { logger } from "@/lib/logger";
import { EXPIRED_LOCATION, exchangeLoginToken } from "../exchange-token";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/**
 * /checktocken/{token}: the session cookie for a single-use login token. The 303 to the role home
 * keeps this URL, token included, out of the browser history.
 */
async function get(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const { location, setCookies } = await exchangeLoginToken(await getDb(), token);
    return redirectResponse(location, setCookies);
  } catch (e) {
    logger.error({ err: e }, "login token exchange failed");
    return redirectResponse(EXPIRED_LOCATION);
  }
}

/** A HEAD (link previews, scanners) must not spend the single-use token. */
export function HEAD() {
  return new Response(null, { status: 405, headers: { Allow: "GET", "Cache-Control": "no-store" } });
}

export const GET = pausedDuringMaintenance(get);
