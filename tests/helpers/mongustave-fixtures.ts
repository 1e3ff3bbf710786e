import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "@/lib/db";
import { mgWebServices, users } from "@/lib/db/schema";
import type { MgProduct } from "@/lib/domain/states";

let n = 0;

/** An active advertiser (law an), a Mon Gustave client. */
export async function addMgClient(db: Db): Promise<number> {
  n++;
  const [u] = await db
    .insert(users)
    .values({
      email: `mg-client-${n}-${randomBytes(3).toString("hex")}@example.test`,
      law: "an",
      status: "active",
      firstName: "Client",
      lastName: `MG ${n}`,
      society: `Client MG ${n}`,
    })
    .returning({ id: users.id });
  return u!.id;
}

/** A web service of a client (active, POST, secrets ending in their names) pointing at `endpoint`. */
export async function addMgWs(
  db: Db,
  clientId: number,
  endpoint: string,
  over: Partial<typeof mgWebServices.$inferInsert> = {},
) {
  n++;
  const [w] = await db
    .insert(mgWebServices)
    .values({
      clientId,
      name: `WS ${n}`,
      product: "mutuelle" satisfies MgProduct,
      endpoint,
      method: "POST",
      fieldMapping: {},
      consumerKey: "consumer-key-abcd",
      consumerSecret: "consumer-secret-wxyz",
      clientToken: "client-token-1234",
      databaseName: "base_mutuelle",
      priceCents: 1200,
      state: "active",
      ...over,
    })
    .returning();
  return w!;
}

export interface ReceivedWsCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WsAnswer {
  status: number;
  body?: string;
  /** Waits this long before answering (a slow WS). */
  delayMs?: number;
}

/**
 * A client's web service on 127.0.0.1 (port 0): records every call and answers what `answer` says
 * for its path and the number of calls to that path so far (1 for the first).
 */
export async function startWsReceiver(answer: (path: string, count: number) => WsAnswer) {
  const received: ReceivedWsCall[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const a = answer(path, received.filter((r) => new URL(r.url, "http://x").pathname === path).length);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status, { "content-type": "application/json" });
        res.end(a.body ?? "");
      };
      if (!a.delayMs) return send();
      const t = setTimeout(() => {
        timers.delete(t);
        send();
      }, a.delayMs);
      timers.add(t);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    calls: (path: string) => received.filter((r) => new URL(r.url, "http://x").pathname === path),
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ACCEPT: WsAnswer = { status: 200, body: JSON.stringify({ status: "accepted", id: "c-1" }) };
export const REFUSE: WsAnswer = { status: 200, body: JSON.stringify({ status: "refused", reason: "doublon" }) };

/** A valid lead body of the intake (override any field). */
export const mgLeadBody = (over: Record<string, unknown> = {}) => ({
  product: "mutuelle",
  source: "form-mutuelle-1",
  first_name: "Jeanne",
  last_name: "Martin",
  email: `jeanne.${randomBytes(3).toString("hex")}@exemple.fr`,
  // 06 12 …: a range of allocated mobile numbers (libphonenumber refuses unallocated ones).
  phone: `0612${String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, "0")}`,
  postcode: "69003",
  city: "Lyon",
  ...over,
});
