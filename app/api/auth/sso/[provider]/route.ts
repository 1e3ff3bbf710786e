import { env } from "@/lib/config/env";
import { isSsoProviderId, ssoProviderConfig } from "@/lib/idp/oidc/config";
import { startSso } from "@/lib/idp/oidc/flow";
import { redirectResponse } from "@/lib/idp/oidc/respond";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

/** The SSO button: off to the issuer's sign-in page, with PKCE, state and nonce. */
export async function GET(_request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isSsoProviderId(provider)) return new Response("Not found", { status: 404 });
  try {
    const cfg = ssoProviderConfig(provider);
    if (!cfg) return new Response("Not found", { status: 404 });
    const { location, setCookie } = await startSso(cfg, env().APP_URL);
    return redirectResponse(location, [setCookie], 302);
  } catch (e) {
    logger.error({ provider, err: e }, "sso start failed");
    return redirectResponse("/login?sso_error=SSO_FAILED");
  }
}
