import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient } from "../helpers/api";
import { createPrincipal, tokenOf } from "../helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const input = (url: string) => `{ name: "CRM", url: "${url}", method: "POST", headers: [], mapping: [] }`;
const CREATE = (url: string) => `mutation { createMarketWebhook(input: ${input(url)}) { webhook { id } secret } }`;
const UPDATE = (id: number, url: string) => `mutation { updateMarketWebhook(id: ${id}, input: ${input(url)}) { id } }`;
const DELETE = (id: number) => `mutation { deleteMarketWebhook(id: ${id}) }`;

/** Issue 10, finding 14: where an advertiser's leads are sent is a security event. */
describe.each(ENGINES)("webhook target changes are audited (%s)", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let advertiser: Caller;
  let token: string;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    advertiser = await createPrincipal(t.db, { name: "an", law: "an", marketplace: true, haswebhook: true });
    token = await tokenOf(t.db, advertiser);
  });
  afterAll(() => t.dispose());

  const eventsOf = (webhookId: number) =>
    t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "market_webhook"), eq(auditLog.targetId, String(webhookId))))
      .orderBy(asc(auditLog.id));

  it("records the creation, a new target (from and to), and the deletion, with the actor", async () => {
    const created = await call<{ createMarketWebhook: { webhook: { id: number } } }>(
      "market",
      CREATE("https://crm.example/leads"),
      { token },
    );
    const id = created.body.data!.createMarketWebhook.webhook.id;
    await call("market", UPDATE(id, "https://other.example/hook"), { token });
    await call("market", DELETE(id), { token });
    expect(await eventsOf(id)).toEqual([
      { action: "webhook_created", actorId: advertiser.id, details: { to: "POST https://crm.example/leads" } },
      {
        action: "webhook_target_changed",
        actorId: advertiser.id,
        details: { from: "POST https://crm.example/leads", to: "POST https://other.example/hook" },
      },
      { action: "webhook_deleted", actorId: advertiser.id, details: { from: "POST https://other.example/hook" } },
    ]);
  });

  it("does not record an edit that keeps the target", async () => {
    const created = await call<{ createMarketWebhook: { webhook: { id: number } } }>(
      "market",
      CREATE("https://crm.example/same"),
      { token },
    );
    const id = created.body.data!.createMarketWebhook.webhook.id;
    await call("market", UPDATE(id, "https://crm.example/same"), { token });
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(["webhook_created"]);
  });
});
