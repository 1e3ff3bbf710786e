import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each test worker gets its own data directory (signing key, outbox), never the developer's .data/.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "weedo-test-"));
