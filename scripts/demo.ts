import { spawnSync, spawn } from "node:child_process";
import { parseEnv } from "@/lib/config/env";
import { needsDemoPlatform, startDemoPlatform } from "./einvoicing-platform";
import { startLocalTsa } from "./timestamp-authority";
import { missingSsoEnv, needsDevOidcProvider, startDevOidcProvider } from "./oidc-provider";

/** Migrates, seeds an empty database, builds, then serves the portal on http://127.0.0.1:3000. */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run("npx", ["tsx", "scripts/seed.ts", "--if-empty"]);
run("npx", ["next", "build"]);
// Both SSO buttons work in the demo: a local OpenID provider stands in for any issuer not configured.
const appUrl = process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
const sso = needsDevOidcProvider()
  ? await startDevOidcProvider({ port: parseEnv(process.env).OIDC_DEV_PORT, appUrl })
  : null;
if (sso) console.log(`local OpenID provider (stand-in for Google and Microsoft) on ${sso.url}`);
// Issued invoices are deposited on an approved platform: our stand-in when none is configured.
const platform = needsDemoPlatform() ? await startDemoPlatform(parseEnv(process.env).EINVOICING_DEV_PORT) : null;
if (platform) console.log(`stand-in e-invoicing platform on ${platform.url}`);
// Insertion orders are sealed with an RFC 3161 timestamp: a local authority when none is configured.
const tsa = process.env.TSA_URL ? null : await startLocalTsa(Number(process.env.TSA_DEV_PORT ?? 3960));
if (tsa) console.log(`local timestamp authority on ${tsa.url}`);
const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", process.env.PORT ?? "3000"], {
  stdio: "inherit",
  env: {
    ...env,
    NODE_ENV: "production",
    APP_URL: appUrl,
    ...(sso ? missingSsoEnv(sso.env) : {}),
    ...(platform?.env ?? {}),
    ...(tsa ? { TSA_URL: tsa.url } : {}),
  },
});
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
