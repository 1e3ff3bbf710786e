import { pathToFileURL } from "node:url";
import { parseEnv } from "@/lib/config/env";
import { DEMO_REFUSING_SIREN } from "@/lib/db/seed/sirens";
import { startStandInPlatform, type StandInPlatform } from "@/features/billing/e-invoicing/stand-in/server";

/**
 * The stand-in approved platform as the demo and the journeys run it, when no EINVOICING_URL is
 * set: its directory knows every valid SIREN, the demo's Perrin Énergies refuses the first invoice it
 * receives,
 * and what is addressed to the seller's SIREN lands in the portal's inbox.
 */
export async function startDemoPlatform(port: number, processMs = 1_000): Promise<StandInPlatform> {
  const e = parseEnv(process.env);
  return startStandInPlatform({
    port,
    token: "stand-in-platform-token",
    processMs,
    refusingSirens: [DEMO_REFUSING_SIREN],
    inboxSiren: e.SELLER_SIREN,
  });
}

/** Whether the portal needs the stand-in (no platform configured). */
export const needsDemoPlatform = (current: NodeJS.ProcessEnv = process.env) => !current.EINVOICING_URL;

// `tsx scripts/einvoicing-platform.ts`: run it alone (beside `npm run dev`) and print the portal's variables.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const p = await startDemoPlatform(parseEnv(process.env).EINVOICING_DEV_PORT);
  console.log(`stand-in e-invoicing platform on ${p.url}; give the portal:`);
  for (const [k, v] of Object.entries(p.env)) console.log(`${k}=${v}`);
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void p.close().then(() => process.exit(0)));
}
