/**
 * One portal instance in its own Node process, for the scale-out test (tests/integration/scale-out.test.ts):
 * the marketplace intake route handler of app/api/market/leads served over HTTP, and the webhook
 * queue's background loop, both on DATABASE_URL, exactly as a `next start` instance wires them
 * (lib/db opens its own pool; features/market/webhooks/server/loop.ts claims deliveries with its lease).
 *
 *   node --import tsx tests/helpers/portal-instance.ts
 *
 * Prints `listening <port>` once it answers; the loop logs each batch it sent (pino, one JSON line).
 * WEBHOOK_WORKER_INTERVAL_MS shortens the loop's 5 s so that the test takes seconds.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { POST } from "@/app/api/market/leads/route";
import { startBackgroundJobs } from "@/lib/jobs/background";

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const request = new Request(`http://127.0.0.1${req.url ?? "/"}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const handled = req.method === "POST" && req.url === "/api/market/leads" ? POST(request) : null;
    if (!handled) {
      res.writeHead(404).end();
      return;
    }
    handled
      .then(async (r) => {
        res.writeHead(r.status, Object.fromEntries(r.headers));
        res.end(Buffer.from(await r.arrayBuffer()));
      })
      .catch((err: unknown) => {
        console.error(err);
        res.writeHead(500).end();
      });
  });
});

server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

// What instrumentation-node.ts starts in a server process, the webhook loop on a short interval (it
// logs each batch it sent: "webhook deliveries processed").
startBackgroundJobs({ webhookIntervalMs: Number(process.env.WEBHOOK_WORKER_INTERVAL_MS ?? 100) });

process.on("SIGTERM", () => process.exit(0));
