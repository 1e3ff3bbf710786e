import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SINK = path.join(process.env.DATA_DIR ?? ".data/e2e", "sink");

/** Waits for the latest 6-digit code e-mailed to `email` after `since` messages (see scripts/e2e-server.ts). */
export async function waitForCode(email: string, since = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(SINK).sort().slice(since);
    for (const f of files.reverse()) {
      const m = JSON.parse(readFileSync(path.join(SINK, f), "utf8")) as { to: string[]; raw: string };
      if (m.to.includes(email.toLowerCase())) {
        const code = /\b(\d{6})\b/.exec(m.raw)?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

/** How many messages the sink holds now (pass it to waitForCode to ignore older ones). */
export function sinkCount(): number {
  return readdirSync(SINK).length;
}
