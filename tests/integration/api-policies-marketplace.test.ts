import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOggoDataExportHandler } from "@/features/market/webhooks/server/oggodata-http";
import { marketWebhooks } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { addCategory, addOrder } from "../helpers/market-fixtures";
import { apiClient, codeOf } from "../helpers/api";
import { createPrincipal, listPrincipals, tokenOf } from "../helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const ORDERS = `query { marketOrders { id userId } }`;
const ORDER = `query ($id: Int!) { marketOrder(id: $id) { order { id } } }`;
const WEBHOOKS = `query { marketWebhooks { id url headers { key value } } }`;
const WEBHOOK = `query ($id: Int!) { marketWebhook(id: $id) { id headers { key value } } }`;
const CREATE_PROMO = `mutation { createMarketPromoCode(input: { code: "TEM90", kind: "percent", value: 90 }) { id } }`;
const UPDATE_WEBHOOK = `mutation ($id: Int!) {
  updateMarketWebhook(id: $id, input: { name: "x", url: "https://attacker.example/hook", method: "POST", headers: [], mapping: [] }) { id url }
}`;

/**
 * Issue 10, finding 2: administrators off the marketplace allow-list (tem in the demo) used to reach
 * every marketplace operation that checked only "is an administrator".
 */
describe.each(ENGINES)("the marketplace is closed to administrators off its allow-list (%s)", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let tem: string;
  let listedAdmin: string;
  let advertiser: Caller;
  let orderId: number;
  let webhookId: number;
  let unlist: () => void;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    const temCaller = await createPrincipal(t.db, { name: "tem", law: "tem" });
    const admin = await createPrincipal(t.db, { name: "ad", law: "ad", listed: true });
    advertiser = await createPrincipal(t.db, { name: "an", law: "an", marketplace: true, haswebhook: true });
    unlist = listPrincipals([admin]);
    tem = await tokenOf(t.db, temCaller);
    listedAdmin = await tokenOf(t.db, admin);
    const categoryId = await addCategory(t.db);
    orderId = await addOrder(t.db, {
      userId: advertiser.id,
      categoryId,
      saleType: "exclusive",
      unitPriceCents: 3000,
      totalVolume: 10,
    });
    const [w] = await t.db
      .insert(marketWebhooks)
      .values({
        userId: advertiser.id,
        name: "CRM",
        url: "https://crm.example/leads",
        headers: { Authorization: "Bearer partner-secret" },
        secret: "s",
      })
      .returning({ id: marketWebhooks.id });
    webhookId = w!.id;
  });
  afterAll(async () => {
    unlist?.();
    await t?.dispose();
  });

  it("tem reads no order, neither the list nor one", async () => {
    const list = await call("market", ORDERS, { token: tem });
    expect(codeOf(list.body)).toBe("FORBIDDEN");
    expect(list.body.data).toBeNull();
    const one = await call("market", ORDER, { token: tem, variables: { id: orderId } });
    expect(codeOf(one.body)).toBe("FORBIDDEN");
    expect(JSON.stringify(one.body)).not.toContain(`"order"`);
  });

  it("tem reads no partner's Authorization header", async () => {
    for (const [query, variables] of [
      [WEBHOOKS, {}],
      [WEBHOOK, { id: webhookId }],
    ] as const) {
      const r = await call("market", query, { token: tem, variables });
      expect(codeOf(r.body)).toBe("FORBIDDEN");
      expect(JSON.stringify(r.body)).not.toContain("partner-secret");
    }
  });

  it("tem creates no promo code", async () => {
    const r = await call("market", CREATE_PROMO, { token: tem });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
    const listed = await call<{ marketPromoCodes: { code: string }[] }>("market", `{ marketPromoCodes { code } }`, {
      token: listedAdmin,
    });
    expect(listed.body.data?.marketPromoCodes).toEqual([]);
  });

  it("tem cannot re-point an advertiser's webhook", async () => {
    const r = await call("market", UPDATE_WEBHOOK, { token: tem, variables: { id: webhookId } });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
    const [row] = await t.db.select({ url: marketWebhooks.url }).from(marketWebhooks);
    expect(row!.url).toBe("https://crm.example/leads");
  });

  it("tem downloads no OggoData lead CSV", async () => {
    const exportCsv = createOggoDataExportHandler({ db: async () => t.db });
    const r = await exportCsv(
      new Request("http://127.0.0.1/api/market/oggodata?category=1&from=2026-01-01&to=2026-01-31", {
        headers: { authorization: `Bearer ${tem}` },
      }),
    );
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({ code: "FORBIDDEN" });
  });

  it("an administrator on the allow-list still reads the orders and the webhook", async () => {
    const orders = await call<{ marketOrders: { id: number }[] }>("market", ORDERS, { token: listedAdmin });
    expect(orders.body.data?.marketOrders.map((o) => o.id)).toEqual([orderId]);
    const hook = await call<{ marketWebhook: { headers: { value: string }[] } }>("market", WEBHOOK, {
      token: listedAdmin,
      variables: { id: webhookId },
    });
    expect(hook.body.data?.marketWebhook.headers.map((h) => h.value)).toEqual(["Bearer partner-secret"]);
  });
});
