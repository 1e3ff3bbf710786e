import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { pushSubscriptions } from "@/lib/db/schema/push";

let n = 0;

/** An active member of a law (and, if asked, a client of a platform). */
export async function addMember(
  db: Db,
  law: "ad" | "tem" | "ma" | "an" | "af",
  opts: { market?: boolean; status?: "active" | "disabled" } = {},
): Promise<number> {
  n++;
  const [u] = await db
    .insert(users)
    .values({
      email: `push-${law}-${n}-${randomBytes(3).toString("hex")}@example.test`,
      law,
      status: opts.status ?? "active",
      firstName: "Test",
      lastName: `Push ${n}`,
      idClienLeadmarket: opts.market ? 9000 + n : 0,
    })
    .returning({ id: users.id });
  return u!.id;
}

/** What a browser's push manager holds: a P-256 key pair and an auth secret (the private half stays here). */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authB64: auth.toString("base64url") };
}

export type BrowserKeys = ReturnType<typeof browserKeys>;

export async function addSubscription(db: Db, userId: number, endpoint: string, keys: BrowserKeys = browserKeys()) {
  const [s] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.authB64 })
    .returning({ id: pushSubscriptions.id });
  return { id: s!.id, keys };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service: records every request and answers what `answer` says for its path (201 by
 * default, like FCM and Mozilla's autopush).
 */
export async function startPushService(
  answer: (
    path: string,
    count: number,
  ) => { status: number; body?: string; headers?: Record<string, string> } = () => ({
    status: 201,
  }),
) {
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      const a = answer(req.url ?? "", received.filter((r) => r.path === req.url).length);
      res.writeHead(a.status, a.headers ?? {});
      res.end(a.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
