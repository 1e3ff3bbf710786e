import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { runCertificate } from "./templates";

// Each test worker gets its own data directory (signing key, outbox), never the developer's .data/.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "weedo-test-"));
// The run's one OI signing certificate: the OIs of a seeded template were sealed with it.
const certificate = path.join(process.env.DATA_DIR, "oi-signing.p12");
if (!existsSync(certificate)) copyFileSync(runCertificate(inject("testRun")), certificate);
