import { randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PlatformEvent } from "../server/platform";
import { depositProblem } from "./checks";

export interface StandInOptions {
  port?: number;
  /** The bearer token callers must send (none: any caller). */
  token?: string;
  /** How long the platform takes to process a deposit, and a buyer to refuse it. */
  processMs?: number;
  /** SIRENs its directory does not know: deposits to them are rejected. */
  unknownSirens?: readonly string[];
  /** Buyers who refuse the first invoice they receive (the demo shows one, and its correction). */
  refusingSirens?: readonly string[];
  /** Our own SIREN: what suppliers deposit to it lands in our inbox. */
  inboxSiren?: string;
}

interface StoredDeposit {
  id: string;
  seq: number;
  number: string;
  filename: string;
  pdf: Uint8Array | null;
  xml: string;
  buyerSiren: string | null;
  events: PlatformEvent[];
}

export interface StandInPlatform {
  url: string;
  /** The EINVOICING_* variables that point the portal at it. */
  env: Record<string, string>;
  /** A buyer refuses a deposited invoice (what the buyer's own platform would pass on). */
  refuse(ref: string, reason: string): boolean;
  deposits(): readonly StoredDeposit[];
  close(): Promise<void>;
}

const MAX_BODY = 12 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, "body too large");
    chunks.push(chunk);
  }
  try {
    const v: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, "expected a JSON object");
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

/**
 * Our stand-in for an approved e-invoicing platform (plateforme agréée), speaking the contract of
 * ../server/http-platform.ts: the demo and the tests start it so that deposits, rejections,
 * refusals, "Encaissée" and incoming invoices all run over HTTP, asynchronously, as with a real
 * platform. It keeps everything in memory; it is not a platform.
 */
export async function startStandInPlatform(opts: StandInOptions = {}): Promise<StandInPlatform> {
  const processMs = opts.processMs ?? 100;
  const unknown = new Set(opts.unknownSirens ?? []);
  const refusing = new Set(opts.refusingSirens ?? []);
  const byId = new Map<string, StoredDeposit>();
  const byKey = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let seq = 0;
  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const event = (d: StoredDeposit, status: PlatformEvent["status"], reason: string | null = null) => {
    const e: PlatformEvent = { status, at: new Date().toISOString(), reason };
    d.events.push(e);
    return e;
  };
  const final = (d: StoredDeposit) => d.events.some((e) => e.status !== "deposited");
  const refuse = (ref: string, reason: string) => {
    const d = byId.get(ref);
    if (!d || final(d) || !d.events.some((e) => e.status === "deposited")) return false;
    event(d, "refused", reason);
    return true;
  };

  const processDeposit = (d: StoredDeposit) => {
    const checked = depositProblem(d, { unknown });
    if ("reason" in checked) {
      event(d, "rejected", checked.reason);
      return;
    }
    d.buyerSiren = checked.summary.buyer.siren;
    event(d, "deposited");
    if (d.buyerSiren && refusing.delete(d.buyerSiren))
      later(() => refuse(d.id, "Refus de l'acheteur : prestation contestée."), processMs);
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (opts.token) {
      const given = Buffer.from(req.headers.authorization ?? "");
      const expected = Buffer.from(`Bearer ${opts.token}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new HttpError(401, "unknown caller");
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/v1/invoices") {
      const key = String(req.headers["idempotency-key"] ?? "");
      const again = key ? byKey.get(key) : undefined;
      if (again) return send(res, 202, { id: again, status: "received" });
      const body = await readJson(req);
      if (typeof body.number !== "string" || typeof body.xml !== "string" || typeof body.filename !== "string")
        throw new HttpError(400, "number, filename and xml are required");
      const d: StoredDeposit = {
        id: randomUUID(),
        seq: ++seq,
        number: body.number,
        filename: body.filename,
        pdf: typeof body.pdf === "string" ? new Uint8Array(Buffer.from(body.pdf, "base64")) : null,
        xml: body.xml,
        buyerSiren: null,
        events: [],
      };
      byId.set(d.id, d);
      if (key) byKey.set(key, d.id);
      later(() => processDeposit(d), processMs);
      return send(res, 202, { id: d.id, status: "received" });
    }
    if (parts[0] === "v1" && parts[1] === "invoices" && parts[2] && parts[3]) {
      const d = byId.get(decodeURIComponent(parts[2]));
      if (!d) throw new HttpError(404, "no such deposit");
      if (req.method === "GET" && parts[3] === "events") return send(res, 200, { events: d.events });
      if (req.method === "POST" && parts[3] === "events") {
        const body = await readJson(req);
        if (body.status !== "collected" || typeof body.amount_cents !== "number" || body.amount_cents <= 0)
          throw new HttpError(400, "only a collected event with a positive amount_cents is sent by the seller");
        const done = d.events.find((e) => e.status === "collected");
        if (done) return send(res, 200, done);
        if (final(d) || !d.events.some((e) => e.status === "deposited"))
          throw new HttpError(409, "the invoice is not deposited, or was rejected or refused");
        return send(res, 201, event(d, "collected"));
      }
      if (req.method === "POST" && parts[3] === "refusal") {
        const body = await readJson(req);
        return refuse(d.id, String(body.reason ?? "Refus de l'acheteur."))
          ? send(res, 201, d.events.at(-1))
          : send(res, 409, { error: "only a deposited invoice can be refused" });
      }
    }
    if (req.method === "GET" && url.pathname === "/v1/inbox") {
      const after = Number(url.searchParams.get("after") ?? 0) || 0;
      const list = [...byId.values()]
        .filter((d) => d.seq > after && opts.inboxSiren && d.buyerSiren === opts.inboxSiren)
        .slice(0, 100);
      return send(res, 200, {
        documents: list.map((d) => ({
          id: d.id,
          filename: d.filename,
          pdf: d.pdf ? Buffer.from(d.pdf).toString("base64") : null,
          xml: d.xml,
        })),
        cursor: list.length ? String(list.at(-1)!.seq) : after ? String(after) : null,
      });
    }
    throw new HttpError(404, "no such route");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      send(res, err instanceof HttpError ? err.status : 500, { error: err instanceof Error ? err.message : "error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { EINVOICING_URL: url, ...(opts.token ? { EINVOICING_TOKEN: opts.token } : {}) },
    refuse,
    deposits: () => [...byId.values()],
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
