import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
// @ts-expect-error http_ece (web-push's own encryption library) ships no types
import ece from "http_ece";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { auditLog } from "@/lib/db/schema";
import { jobs } from "@/lib/db/schema/jobs";
import { pushDeliveries, pushNotifications, pushSubscriptions } from "@/lib/db/schema/push";
import type { PushMessage } from "@/features/staff/push/server/deliver";
import { createPushClickHandler } from "@/features/staff/push/server/http";
import { createNotification, notificationSchema } from "@/features/staff/push/server/notifications";
import { listDeliveries, listNotifications, pushTimeline } from "@/features/staff/push/server/reports";
import { resetVapidCache, vapidKeys } from "@/features/staff/push/server/vapid";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { runDueJobs } from "@/lib/jobs/runner";
import { addMember, addSubscription, startPushService, type BrowserKeys } from "@/tests/helpers/push-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const T0 = new Date("2026-03-02T09:00:00Z");
const input = (over: Partial<Record<string, unknown>> = {}) =>
  notificationSchema.parse({ title: "Nouveau programme", body: "Découvrez-le", url: "/prgramslist", ...over });

/** What the browser would decrypt: the aes128gcm body with the subscription's private key and auth secret. */
function decrypt(body: Buffer, keys: BrowserKeys): PushMessage {
  const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }) as Buffer;
  return JSON.parse(plain.toString("utf8")) as PushMessage;
}

describe.each(ENGINES)("Web Push (%s)", (engine) => {
  let t: TestDb;
  let admin: number;
  beforeAll(async () => {
    process.env.OUTBOUND_ALLOW_PRIVATE = "1"; // the local push service listens on loopback
    resetEnvCache();
    t = await createTestDb(engine);
    admin = await addMember(t.db, "ad");
  });
  afterAll(async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
    resetEnvCache();
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
    await t.db.delete(pushNotifications);
    await t.db.delete(pushSubscriptions);
  });

  /** Runs the queue until nothing is due at `now`. */
  const drain = async (now: Date) => {
    for (let i = 0; i < 10; i++) if ((await runDueJobs(t.db, JOB_HANDLERS, { now })).claimed === 0) return;
  };

  it("generates the VAPID keys on first run, once, beside the data (0600)", () => {
    resetVapidCache();
    const a = vapidKeys();
    resetVapidCache();
    const b = vapidKeys();
    expect(b.publicKey).toBe(a.publicKey);
    expect(Buffer.from(a.publicKey, "base64url")).toHaveLength(65);
    const file = path.join(process.env.DATA_DIR!, "vapid.json");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("sends a real encrypted push: VAPID authorization, aes128gcm body the browser's keys decrypt", async () => {
    const service = await startPushService();
    try {
      const member = await addMember(t.db, "af");
      const sub = await addSubscription(t.db, member, service.url("/push/abc"));
      const n = await createNotification(t.db, input(), { id: admin }, T0);
      await drain(T0);
      expect(service.received).toHaveLength(1);
      const req = service.received[0]!;
      expect(req.headers["content-encoding"]).toBe("aes128gcm");
      expect(req.headers["content-type"]).toBe("application/octet-stream");
      expect(req.headers.ttl).toBe(String(24 * 3600));
      const auth = String(req.headers.authorization);
      expect(auth).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(auth.split("k=")[1]).toBe(vapidKeys().publicKey);
      // The JWT's audience is the push service's origin.
      const claims = JSON.parse(Buffer.from(auth.split(".")[1]!, "base64url").toString()) as {
        aud: string;
        sub: string;
      };
      expect(claims.aud).toBe(new URL(service.url("/")).origin);
      const msg = decrypt(req.body, sub.keys);
      expect(msg).toMatchObject({ title: "Nouveau programme", body: "Découvrez-le", url: "/prgramslist" });
      const [d] = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, n.id));
      expect(d).toMatchObject({ state: "delivered", statusCode: 201, attempts: 1, clickToken: msg.token });
    } finally {
      await service.close();
    }
  });

  it("sends at the chosen time, not before", async () => {
    const service = await startPushService();
    try {
      await addSubscription(t.db, await addMember(t.db, "an"), service.url("/later"));
      const at = new Date(T0.getTime() + 3_600_000);
      await createNotification(t.db, input({ sendAt: at.toISOString() }), { id: admin }, T0);
      await drain(new Date(at.getTime() - 1));
      expect(service.received).toHaveLength(0);
      await drain(at);
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it("reaches only the audience: by law and by platform, active accounts only", async () => {
    const service = await startPushService();
    try {
      await addSubscription(t.db, await addMember(t.db, "an", { market: true }), service.url("/an-market"));
      await addSubscription(t.db, await addMember(t.db, "an"), service.url("/an-plain"));
      await addSubscription(t.db, await addMember(t.db, "af", { market: true }), service.url("/af-market"));
      await addSubscription(
        t.db,
        await addMember(t.db, "an", { market: true, status: "disabled" }),
        service.url("/off"),
      );
      await createNotification(t.db, input({ laws: ["an"], platforms: ["market"] }), { id: admin }, T0);
      await drain(T0);
      expect(service.received.map((r) => r.path)).toEqual(["/an-market"]);
    } finally {
      await service.close();
    }
  });

  it("a 410 expires the subscription; a 500 is retried with back-off, then delivered", async () => {
    const service = await startPushService((p, count) =>
      p === "/gone"
        ? { status: 410, body: "push subscription has unsubscribed or expired." }
        : count === 1
          ? { status: 500, body: "busy" }
          : { status: 201 },
    );
    try {
      const gone = await addSubscription(t.db, await addMember(t.db, "af"), service.url("/gone"));
      await addSubscription(t.db, await addMember(t.db, "af"), service.url("/flaky"));
      const n = await createNotification(t.db, input(), { id: admin }, T0);
      await drain(T0);
      const [s] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.id));
      expect(s!.expiredAt).not.toBeNull();
      let log = await listDeliveries(t.db, { notificationId: n.id });
      const byService = (st: string) => log.items.find((i) => i.state === st);
      expect(byService("expired")).toMatchObject({ statusCode: 410, response: expect.stringContaining("expired") });
      expect(byService("pending")).toMatchObject({ statusCode: 500, response: "busy", attempts: 1 });
      await drain(new Date(T0.getTime() + 9_999));
      expect(service.received.filter((r) => r.path === "/flaky")).toHaveLength(1);
      await drain(new Date(T0.getTime() + 10_000));
      log = await listDeliveries(t.db, { notificationId: n.id });
      expect(log.items.map((i) => i.state).sort()).toEqual(["delivered", "expired"]);
      // An expired subscription is not sent to again.
      await createNotification(t.db, input(), { id: admin }, T0);
      await drain(T0);
      expect(service.received.filter((r) => r.path === "/gone")).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it("a push service that keeps failing leaves the delivery failed once the job gives up", async () => {
    const service = await startPushService(() => ({ status: 503 }));
    try {
      await addSubscription(t.db, await addMember(t.db, "af"), service.url("/down"));
      const n = await createNotification(t.db, input(), { id: admin }, T0);
      let now = T0;
      for (let i = 0; i < 6; i++) {
        await drain(now);
        now = new Date(now.getTime() + 3_600_000);
      }
      const [d] = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, n.id));
      expect(d).toMatchObject({ state: "failed", statusCode: 503, attempts: 5 });
      const [row] = (await listNotifications(t.db)).items;
      expect(row).toMatchObject({ sent: 1, delivered: 0, failed: 1 });
    } finally {
      await service.close();
    }
  });

  it("refuses a private endpoint unless OUTBOUND_ALLOW_PRIVATE: nothing is sent, the delivery fails", async () => {
    const service = await startPushService();
    process.env.OUTBOUND_ALLOW_PRIVATE = "0";
    resetEnvCache();
    try {
      await addSubscription(t.db, await addMember(t.db, "af"), service.url("/internal"));
      const n = await createNotification(t.db, input(), { id: admin }, T0);
      await drain(T0);
      expect(service.received).toHaveLength(0);
      const [d] = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.notificationId, n.id));
      expect(d).toMatchObject({ state: "failed", statusCode: null, response: "private address refused" });
    } finally {
      process.env.OUTBOUND_ALLOW_PRIVATE = "1";
      resetEnvCache();
      await service.close();
    }
  });

  it("counts a click once, from the token the service worker posts back", async () => {
    const service = await startPushService();
    try {
      const sub = await addSubscription(t.db, await addMember(t.db, "af"), service.url("/click"));
      const n = await createNotification(t.db, input(), { id: admin }, T0);
      await drain(T0);
      const { token } = decrypt(service.received[0]!.body, sub.keys);
      const click = createPushClickHandler({ db: async () => t.db });
      const post = (tok: string) =>
        click(new Request("http://localhost/api/push/click", { method: "POST", body: JSON.stringify({ token: tok }) }));
      expect((await post(token)).status).toBe(204);
      expect((await post(token)).status).toBe(204);
      expect((await post("forged-token-123456")).status).toBe(204);
      const [row] = (await listNotifications(t.db)).items;
      expect(row).toMatchObject({ id: n.id, sent: 1, delivered: 1, clicked: 1 });
      const timeline = await pushTimeline(t.db, "2026-03-01", "2026-03-02");
      expect(timeline.total.sent).toBe(1);
      expect(timeline.days.map((d) => d.day)).toEqual(["2026-03-01", "2026-03-02"]);
    } finally {
      await service.close();
    }
  });

  it("audits the notification and queues its job in the same transaction", async () => {
    const n = await createNotification(t.db, input(), { id: admin, ip: "203.0.113.9" }, T0);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(n.id)));
    expect(entries.filter((e) => e.action === "push_notification_created")).toHaveLength(1);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, "push.fanout"));
    expect(queued).toHaveLength(1);
  });

  it("refuses a link that is neither a portal path nor https", () => {
    expect(notificationSchema.safeParse({ title: "a", body: "b", url: "javascript:alert(1)" }).success).toBe(false);
    expect(notificationSchema.safeParse({ title: "a", body: "b", url: "//evil.example" }).success).toBe(false);
    expect(notificationSchema.safeParse({ title: "a", body: "b", url: "https://weedo.fr/x" }).success).toBe(true);
  });
});
