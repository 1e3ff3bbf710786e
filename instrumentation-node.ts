import { ConfigError, env } from "./lib/config/env";

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
