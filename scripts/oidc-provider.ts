import { pathToFileURL } from "node:url";
import { parseEnv } from "@/lib/config/env";
import { startDevOidcProvider } from "@/lib/idp/oidc/dev-provider/server";

export { startDevOidcProvider };
export type { DevOidcProvider } from "@/lib/idp/oidc/dev-provider/server";

/** The SSO_* variables not already set, so that real issuers configured by hand are left alone. */
export function missingSsoEnv(
  devEnv: Record<string, string>,
  current: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const prefix of ["SSO_GOOGLE", "SSO_MICROSOFT"]) {
    if (current[`${prefix}_ISSUER`]) continue;
    for (const [k, v] of Object.entries(devEnv)) if (k.startsWith(`${prefix}_`)) out[k] = v;
  }
  return out;
}

/** Whether at least one SSO button still needs the local stand-in provider. */
export function needsDevOidcProvider(current: NodeJS.ProcessEnv = process.env): boolean {
  return !current.SSO_GOOGLE_ISSUER || !current.SSO_MICROSOFT_ISSUER;
}

// `tsx scripts/oidc-provider.ts`: run it alone (e.g. beside `npm run dev`) and print the portal's variables.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const e = parseEnv(process.env);
  const dev = await startDevOidcProvider({ port: e.OIDC_DEV_PORT, appUrl: e.APP_URL });
  console.log(`local OpenID provider on ${dev.url} (demo accounts, password Weedo2026!); give the portal:`);
  for (const [k, v] of Object.entries(dev.env)) console.log(`${k}=${v}`);
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void dev.close().then(() => process.exit(0)));
}
