import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SUBSCRIPTIONS_PER_USER, saveSubscription } from "@/features/staff/push/server/subscriptions";
import { pushSubscriptions } from "@/lib/db/schema/push";
import { addMember } from "@/tests/helpers/push-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/** A browser's subscription: its endpoint and its own keys (what PushSubscription.toJSON() gives). */
const browser = (n: number, keys = n) => ({
  endpoint: `https://push.example.net/send/browser-${n}`,
  p256dh: `B${String(keys).padStart(4, "0")}${"A".repeat(82)}`,
  auth: `auth${String(keys).padStart(4, "0")}${"x".repeat(14)}`,
});

describe.each(ENGINES)("Web Push subscriptions (%s)", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  const ownerOf = async (endpoint: string) =>
    (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]?.userId;

  it("refuses an endpoint at a private or metadata address when it is saved", async () => {
    const me = await addMember(t.db, "af");
    for (const endpoint of ["https://10.0.0.5/push", "http://169.254.169.254/latest", "https://[::7f00:1]/push"])
      expect(await saveSubscription(t.db, me, { ...browser(1), endpoint })).toBe("ENDPOINT_REFUSED");
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me))).toEqual([]);
  });

  it("leaves a member's endpoint alone when someone presents it with other keys", async () => {
    const [victim, attacker] = [await addMember(t.db, "af"), await addMember(t.db, "af")];
    expect(await saveSubscription(t.db, victim, browser(2))).toBe("OK");
    expect(await saveSubscription(t.db, attacker, browser(2, 99))).toBe("ENDPOINT_TAKEN");
    expect(await ownerOf(browser(2).endpoint)).toBe(victim);
  });

  it("moves an endpoint to whoever signs in next in the same browser (same keys)", async () => {
    const [first, next] = [await addMember(t.db, "an"), await addMember(t.db, "an")];
    expect(await saveSubscription(t.db, first, browser(3))).toBe("OK");
    expect(await saveSubscription(t.db, next, browser(3))).toBe("OK");
    expect(await ownerOf(browser(3).endpoint)).toBe(next);
  });

  it(`keeps a member's ${MAX_SUBSCRIPTIONS_PER_USER} newest browsers`, async () => {
    const me = await addMember(t.db, "af");
    for (let n = 100; n < 100 + MAX_SUBSCRIPTIONS_PER_USER + 2; n++)
      expect(await saveSubscription(t.db, me, browser(n))).toBe("OK");
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me));
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(rows.map((r) => r.endpoint)).not.toContain(browser(100).endpoint);
    expect(rows.map((r) => r.endpoint)).toContain(browser(100 + MAX_SUBSCRIPTIONS_PER_USER + 1).endpoint);
  });
});
