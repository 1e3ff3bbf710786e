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

// The webhook delivery queue's background loop (guarded: once per process; WEBHOOK_WORKER=off disables it).
if (process.env.WEBHOOK_WORKER !== "off") {
  void import("./lib/api/market/webhooks/loop").then((m) => m.startWebhookWorker());
}
