import * as oidc from "openid-client";
import { isLoopbackIssuer, type SsoProviderConfig } from "./config";

const DISCOVERY_TIMEOUT_SECONDS = 10;

// One discovered configuration per issuer and client, kept across requests (and dev reloads).
const holder = globalThis as unknown as { __weedoOidc?: Map<string, Promise<oidc.Configuration>> };
const cache = (holder.__weedoOidc ??= new Map());

/**
 * The openid-client configuration of a provider (discovery on first use). Plain http is allowed
 * only for an issuer on loopback, i.e. the demo's stand-in provider.
 */
export function oidcConfiguration(cfg: SsoProviderConfig): Promise<oidc.Configuration> {
  const key = `${cfg.issuer.href}|${cfg.clientId}|${cfg.clientSecret}`;
  let found = cache.get(key);
  if (!found) {
    found = oidc
      .discovery(cfg.issuer, cfg.clientId, cfg.clientSecret, undefined, {
        execute: isLoopbackIssuer(cfg.issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((e: unknown) => {
        cache.delete(key); // a provider that was down may be up on the next click
        throw e;
      });
    cache.set(key, found);
  }
  return found;
}
