import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { resetMailTransport } from "@/lib/mail/transport";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { runCertificate } from "./templates";

// Each test worker gets its own data directory (signing key, outbox), never the developer's .data/:
// inside the run's directory, which the global set-up's teardown removes.
process.env.DATA_DIR ??= mkdtempSync(path.join(inject("testRun").dir, "worker-"));
// The run's one OI signing certificate: the OIs of a seeded template were sealed with it.
const certificate = path.join(process.env.DATA_DIR, "oi-signing.p12");
if (!existsSync(certificate)) copyFileSync(runCertificate(inject("testRun")), certificate);

/**
 * A worker runs file after file in one process (vitest.config.ts: `isolate: false`, which spares each
 * file the import of the portal's modules). Each file still starts as in a process of its own: the
 * worker's environment variables as they were before any file changed them (a file's SMTP sink, its
 * private outbound targets), the configuration read again from them, no mail transport built for an
 * earlier file's sink, and no sign-in or code counters left by an earlier file.
 */
const holder = globalThis as unknown as { __weedoWorkerEnv?: Record<string, string | undefined> };
const own = (key: string) => !key.startsWith("VITEST") && !key.startsWith("__VITEST");
holder.__weedoWorkerEnv ??= Object.fromEntries(Object.entries(process.env).filter(([key]) => own(key)));
const workerEnv = holder.__weedoWorkerEnv;
for (const key of Object.keys(process.env)) if (own(key) && !(key in workerEnv)) delete process.env[key];
Object.assign(process.env, workerEnv);
resetEnvCache();
resetMailTransport();
resetRateLimits();
