import { ConfigError, env } from "./lib/config/env";
import { installPeerStamp } from "./lib/security/peer-stamp";

// Validates the configuration once at start-up: a bad value stops the server with its name.
try {
  env();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

// Route handlers see no socket: stamp each request with its peer address (lib/security/client-address.ts).
installPeerStamp();

// The webhook delivery queue's loop and the scheduled jobs (once per process; WEBHOOK_WORKER=off and
// SCHEDULED_JOBS=off leave them to other processes, see lib/jobs/background.ts).
void import("./lib/jobs/background").then((m) => m.startBackgroundJobs());
