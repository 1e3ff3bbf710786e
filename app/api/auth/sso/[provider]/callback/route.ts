import { env } from "@/lib/config/env";
import { clientAddress } from "@/lib/security/client-address";
import { getDb } from "@/lib/db";
import { isSsoProviderId, ssoProviderConfig } from "@/lib/idp/oidc/config";
import { finishSso } from "@/lib/idp/oidc/flow";
import { redirectResponse } from "@/lib/idp/oidc/respond";
import { cookieValue, ssoStateCookieName } from "@/lib/idp/oidc/state-cookie";
import { logger } from "@/lib/logger";
import { maintenancePage } from "@/lib/maintenance/answer";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

export const dynamic = "force-dynamic";

/** The issuer sends the browser back here; it leaves for /checktocken/{token} or /login?sso_error=… */
async function get(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isSsoProviderId(provider)) return new Response("Not found", { status: 404 });
  try {
    const cfg = ssoProviderConfig(provider);
    if (!cfg) return new Response("Not found", { status: 404 });
    const ip = clientAddress(request.headers);
    const state = cookieValue(request.headers.get("cookie"), ssoStateCookieName(provider));
    const result = await finishSso(
      await getDb(),
      cfg,
      env().APP_URL,
      new URL(request.url).searchParams,
      state,
      ip ?? null,
    );
    return redirectResponse(result.location, result.setCookies);
  } catch (e) {
    logger.error({ provider, err: e }, "sso callback failed");
    return redirectResponse("/login?sso_error=SSO_FAILED");
  }
}

export const GET = pausedDuringMaintenance(get, (request) => maintenancePage(request));
