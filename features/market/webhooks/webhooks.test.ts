import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueSaleDeliveries } from "@/features/market/webhooks/server/enqueue";
import { createOggoDataExportHandler } from "@/features/market/webhooks/server/oggodata-http";
import { verifySignature } from "@/features/market/webhooks/server/signing";
import { backoffMs, processDueDeliveries } from "@/features/market/webhooks/server/worker";
import { resetEnvCache } from "@/lib/config/env";
import {
  marketLeads,
  marketSales,
  marketSources,
  marketWebhookAttempts,
  marketWebhookDeliveries,
  marketWebhooks,
  users,
} from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/market";
import { resetMailTransport } from "@/lib/mail/transport";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, onlyField, type Query } from "@/tests/helpers/api";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/** A real HTTP target on loopback: answers each path with the next scripted status (then 200). */
interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const always = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({
        path,
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const status = always.get(path) ?? scripts.get(path)?.shift() ?? 200;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ status, note: status < 300 ? "accepted" : "receiver refused" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    received,
    script: (p: string, statuses: number[]) => scripts.set(p, [...statuses]),
    always: (p: string, status: number) => always.set(p, status),
    on: (p: string) => received.filter((r) => r.path === p),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const NOW = new Date("2026-03-10T09:00:00.000Z");
const SEC = 1000;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  // The receiver listens on loopback: reachable only with private targets allowed (see the refusal test).
  process.env.OUTBOUND_ALLOW_PRIVATE = "1";
  resetEnvCache();
  resetMailTransport();
});
afterAll(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE;
  resetEnvCache();
  return sink?.close();
});

describe.each(ENGINES)("market webhooks on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  const tokens: Record<string, string> = {};
  let otherId = 0;

  const ask = <TData = Record<string, unknown>>(
    who: string,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("market", query, { token: tokens[who], variables });
  async function data<TData>(who: string, query: Query<TData>, variables?: Record<string, unknown>) {
    const r = await ask(who, query, variables);
    expect(r.body.errors).toBeUndefined();
    return onlyField(r.body.data!);
  }
  const CREATE = graphql(`
    mutation ($input: MarketWebhookInput!) {
      createMarketWebhook(input: $input) {
        secret
        webhook {
          id
          state
          secretHint
        }
      }
    }
  `);
  const input = (name: string, url: string, extra: Record<string, unknown> = {}) => ({
    name,
    url,
    method: "POST",
    headers: [{ key: "X-Tenant", value: "acme" }],
    mapping: [
      { target: "prenom", source: "firstName" },
      { target: "tel", source: "phone" },
      { target: "ref", source: "saleId" },
    ],
    ...extra,
  });

  /** A sale of a fresh lead to `userId` (what the distribution engine records). */
  async function newSale(userId: number): Promise<number> {
    const [lead] = await t.db
      .insert(marketLeads)
      .values({
        categoryId: await firstCategory(),
        firstName: "Léa",
        lastName: "Durand",
        email: `lea.${Math.random().toString(36).slice(2)}@exemple.test`,
        phone: "+33611223344",
        postcode: "69003",
        department: "69",
        age: 37,
        fields: {},
        state: "sold",
        buyerLimit: 1,
        soldCount: 1,
        createdAt: NOW,
        day: "2026-03-10",
      })
      .returning({ id: marketLeads.id });
    const [sale] = await t.db
      .insert(marketSales)
      .values({ leadId: lead!.id, userId, saleType: "exclusive", priceCents: 3500, createdAt: NOW })
      .returning({ id: marketSales.id });
    return sale!.id;
  }
  async function firstCategory(): Promise<number> {
    const res = await t.db.execute(sql`select id from market_categories order by id limit 1`);
    return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }
  /** As the distribution engine does: inside the sale's transaction (PGlite has one connection: nothing else may run meanwhile). */
  const enqueueFor = (saleId: number) => t.db.transaction(async (tx) => enqueueSaleDeliveries(tx, saleId));
  const deliveriesOf = (webhookId: number) =>
    t.db
      .select()
      .from(marketWebhookDeliveries)
      .where(eq(marketWebhookDeliveries.webhookId, webhookId))
      .orderBy(asc(marketWebhookDeliveries.id));

  beforeAll(async () => {
    t = await seededTestDb(engine, { now: new Date("2026-03-10T00:00:00.000Z") });
    call = apiClient(t.db);
    rx = await startReceiver();
    // Another advertiser, marketplace client with the webhook option.
    const [other] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.law, "an"), eq(users.status, "active"), sql`${users.id} >= 100`))
      .limit(1);
    await t.db.update(users).set({ haswebhook: true, idClienLeadmarket: 9999 }).where(eq(users.id, other!.id));
    otherId = other!.id;
    const all = await t.db.select().from(users);
    for (const [name, id] of Object.entries({ admin: 1, annonceur: 4, editeur: 6, multi: 7, other: otherId }))
      tokens[name] = await sessionTokenFor(all.find((u) => u.id === id)!);
    // The seeded targets of annonceur@ are not reachable from here: keep them out of the way.
    await t.db
      .update(marketWebhooks)
      .set({ state: "paused", pausedReason: "manual" })
      .where(eq(marketWebhooks.userId, 4));
  });
  afterAll(async () => {
    await rx?.close();
    await t?.dispose();
  });

  it("seeds annonceur@'s webhooks: one active with deliveries, one failing, one ringover", async () => {
    const hooks = await t.db
      .select()
      .from(marketWebhooks)
      .where(eq(marketWebhooks.userId, 4))
      .orderBy(asc(marketWebhooks.id));
    expect(hooks.map((h) => h.partner)).toEqual([null, null, "ringover"]);
    expect(hooks[1]!.consecutiveFailures).toBeGreaterThanOrEqual(5);
    const failing = await t.db
      .select({ code: marketWebhookAttempts.statusCode })
      .from(marketWebhookAttempts)
      .innerJoin(marketWebhookDeliveries, eq(marketWebhookDeliveries.id, marketWebhookAttempts.deliveryId))
      .where(eq(marketWebhookDeliveries.webhookId, hooks[1]!.id));
    expect(failing.filter((a) => a.code === 500).length).toBeGreaterThanOrEqual(5);
    const delivered = (await deliveriesOf(hooks[0]!.id)).filter((d) => d.state === "delivered");
    expect(delivered.length).toBeGreaterThan(0);
  });

  it("retries a failing target with back-off until it answers 2xx, every request signed", async () => {
    rx.script("/flaky", [500, 503]);
    const created = await data("annonceur", CREATE, { input: input("Flaky CRM", rx.url("/flaky")) });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(created.webhook.state).toBe("test");
    const id = created.webhook.id as number;
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          validateMarketWebhook(id: $id) {
            state
          }
        }
      `),
      { id },
    );

    const saleId = await newSale(4);
    await t.db.transaction(async (tx) => enqueueSaleDeliveries(tx, saleId));
    const [d] = await deliveriesOf(id);
    expect(d).toMatchObject({ saleId, state: "pending", attempts: 0 });
    expect(d!.payload).toEqual({ prenom: "Léa", tel: "+33611223344", ref: saleId });

    let r = await processDueDeliveries(t.db, { now: NOW });
    expect(r).toMatchObject({ claimed: 1, retried: 1, delivered: 0 });
    let row = (await deliveriesOf(id))[0]!;
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt.getTime()).toBe(NOW.getTime() + 30 * SEC);

    // Not due yet: nothing is sent.
    r = await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 29 * SEC) });
    expect(r.claimed).toBe(0);

    r = await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 30 * SEC) });
    expect(r.retried).toBe(1);
    row = (await deliveriesOf(id))[0]!;
    expect(row.nextAttemptAt.getTime()).toBe(NOW.getTime() + 30 * SEC + 60 * SEC);
    expect((await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 89 * SEC) })).claimed).toBe(0);

    r = await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 90 * SEC) });
    expect(r.delivered).toBe(1);
    row = (await deliveriesOf(id))[0]!;
    expect(row).toMatchObject({ state: "delivered", attempts: 3, lastError: null });

    const hits = rx.on("/flaky");
    expect(hits.length).toBe(3);
    for (const h of hits) {
      expect(h.method).toBe("POST");
      expect(h.headers["content-type"]).toBe("application/json");
      expect(h.headers["x-tenant"]).toBe("acme");
      expect(h.headers["x-weedo-delivery"]).toBe(String(row.id));
      expect(verifySignature(h.body, created.secret!, h.headers["x-weedo-signature"] as string)).toBe(true);
      expect(verifySignature(h.body, "whsec_wrong", h.headers["x-weedo-signature"] as string)).toBe(false);
    }
    const attempts = await data(
      "annonceur",
      graphql(`
        query ($id: Int!) {
          marketWebhookDeliveries(webhook_id: $id) {
            total
            items {
              id
              state
              attempts
              attemptLog {
                statusCode
                latencyMs
                responseExcerpt
                error
              }
            }
          }
        }
      `),
      { id },
    );
    expect(attempts.total).toBe(1);
    expect(attempts.items[0]!.attemptLog.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    // A target reached only through OUTBOUND_ALLOW_PRIVATE: its answer is not kept.
    expect(attempts.items[0]!.attemptLog[0]!.responseExcerpt).toBeNull();
    expect(attempts.items[0]!.attemptLog[0]!.error).toBe("HTTP 500");
    const [w] = await t.db.select().from(marketWebhooks).where(eq(marketWebhooks.id, id));
    expect(w!.consecutiveFailures).toBe(0);
    // Leave it out of the next tests' way.
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          pauseMarketWebhook(id: $id) {
            state
            pausedReason
          }
        }
      `),
      { id },
    );
  });

  it("gives up a delivery after 8 attempts, with back-off doubling up to 1 h", async () => {
    expect([1, 2, 3, 7, 8, 9].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000]);
    rx.always("/down", 502);
    const created = await data("annonceur", CREATE, { input: input("Down", rx.url("/down"), { method: "PUT" }) });
    const id = created.webhook.id as number;
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          validateMarketWebhook(id: $id) {
            state
          }
        }
      `),
      { id },
    );
    await enqueueFor(await newSale(4));
    let now = NOW.getTime();
    const gaps: number[] = [];
    for (let k = 0; k < 8; k++) {
      const r = await processDueDeliveries(t.db, { now: new Date(now) });
      expect(r.claimed).toBe(1);
      const [row] = await deliveriesOf(id);
      if (k < 7) {
        gaps.push(row!.nextAttemptAt.getTime() - now);
        now = row!.nextAttemptAt.getTime();
      } else expect(row).toMatchObject({ state: "failed", attempts: 8, lastError: "HTTP 502" });
    }
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * SEC));
    expect(rx.on("/down").every((h) => h.method === "PUT")).toBe(true);
    expect(rx.on("/down").length).toBe(8);
    expect((await processDueDeliveries(t.db, { now: new Date(now + 10 * 3_600_000) })).claimed).toBe(0);
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          deleteMarketWebhook(id: $id)
        }
      `),
      { id },
    );
  });

  it("pauses a target after 10 consecutive failures and tells the advertiser", async () => {
    rx.always("/broken", 500);
    const created = await data("annonceur", CREATE, { input: input("Broken endpoint", rx.url("/broken")) });
    const id = created.webhook.id as number;
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          validateMarketWebhook(id: $id) {
            state
          }
        }
      `),
      { id },
    );
    for (let i = 0; i < 12; i++) await enqueueFor(await newSale(4));
    const before = sink.messages.length;
    const r = await processDueDeliveries(t.db, { now: NOW, limit: 10 });
    expect(r.claimed).toBe(10);
    expect(r.paused).toEqual([id]);
    const view = await data(
      "annonceur",
      graphql(`
        query ($id: Int!) {
          marketWebhook(id: $id) {
            state
            pausedReason
            consecutiveFailures
            pending
          }
        }
      `),
      { id },
    );
    expect(view).toMatchObject({ state: "paused", consecutiveFailures: 10, pending: 12 });
    expect(view.pausedReason).toBe("auto:HTTP 500");
    const notice = sink.messages.slice(before).find((m) => m.to.includes("annonceur@weedo.test"));
    expect(notice?.raw).toContain("Broken endpoint");
    // Paused: its deliveries wait, nothing more is sent, even when due.
    const sent = rx.on("/broken").length;
    expect((await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 3_600_000) })).claimed).toBe(0);
    expect(rx.on("/broken").length).toBe(sent);
    // Validating it again resumes the queue from zero failures.
    rx.always("/broken", 200);
    const resumed = await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          validateMarketWebhook(id: $id) {
            state
            consecutiveFailures
            pausedReason
          }
        }
      `),
      { id },
    );
    expect(resumed).toMatchObject({ state: "active", consecutiveFailures: 0, pausedReason: null });
    const again = await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 3_600_000) });
    expect(again.delivered).toBe(12);
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          pauseMarketWebhook(id: $id) {
            state
          }
        }
      `),
      { id },
    );
  });

  it("a claimed row is not claimed twice within its lease", async () => {
    rx.always("/lease", 200);
    const created = await data("annonceur", CREATE, { input: input("Lease", rx.url("/lease")) });
    const id = created.webhook.id as number;
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          validateMarketWebhook(id: $id) {
            state
          }
        }
      `),
      { id },
    );
    await enqueueFor(await newSale(4));
    const [d] = await deliveriesOf(id);
    await t.db
      .update(marketWebhookDeliveries)
      .set({ lockedUntil: new Date(NOW.getTime() + 60 * SEC) })
      .where(eq(marketWebhookDeliveries.id, d!.id));
    expect((await processDueDeliveries(t.db, { now: NOW })).claimed).toBe(0);
    expect((await processDueDeliveries(t.db, { now: new Date(NOW.getTime() + 60 * SEC) })).delivered).toBe(1);
    await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          deleteMarketWebhook(id: $id)
        }
      `),
      { id },
    );
  });

  it("test sends a sample lead now and answers with the target's response; resend queues a new delivery", async () => {
    rx.script("/test", [418]);
    const created = await data("annonceur", CREATE, { input: input("Test target", rx.url("/test")) });
    const id = created.webhook.id as number;
    const first = await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          testMarketWebhook(id: $id) {
            ok
            statusCode
            latencyMs
            responseExcerpt
            error
            payload
            deliveryId
          }
        }
      `),
      { id },
    );
    expect(first).toMatchObject({ ok: false, statusCode: 418, error: "HTTP 418" });
    expect(JSON.parse(first.payload)).toMatchObject({ test: true, prenom: "Camille", tel: "+33612345678" });
    const second = await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          testMarketWebhook(id: $id) {
            ok
            statusCode
            responseExcerpt
          }
        }
      `),
      { id },
    );
    expect(second).toMatchObject({ ok: true, statusCode: 200 });
    // Status and latency always; the answer only from a public target, and this one is loopback.
    expect(second.responseExcerpt).toBeNull();
    expect(
      verifySignature(
        rx.on("/test").at(-1)!.body,
        created.secret!,
        rx.on("/test").at(-1)!.headers["x-weedo-signature"] as string,
      ),
    ).toBe(true);
    // Tests do not count towards the pause and are never retried by the queue.
    const [w] = await t.db.select().from(marketWebhooks).where(eq(marketWebhooks.id, id));
    expect(w!.consecutiveFailures).toBe(0);
    expect((await deliveriesOf(id)).map((d) => d.state)).toEqual(["failed", "delivered"]);

    const resent = await data(
      "annonceur",
      graphql(`
        mutation ($d: Int!) {
          resendMarketWebhookDelivery(delivery_id: $d) {
            id
            state
            attempts
            payload
          }
        }
      `),
      { d: first.deliveryId },
    );
    expect(resent).toMatchObject({ state: "pending", attempts: 0 });
    const saleId = await newSale(4);
    const bySale = await data(
      "annonceur",
      graphql(`
        mutation ($w: Int!, $s: Int!) {
          resendMarketSale(webhook_id: $w, sale_id: $s) {
            saleId
            state
            payload
          }
        }
      `),
      { w: id, s: saleId },
    );
    expect(bySale.saleId).toBe(saleId);
    expect(JSON.parse(bySale.payload)).toMatchObject({ ref: saleId, prenom: "Léa" });
    // Another buyer's sale cannot be pushed to this target.
    const foreign = await newSale(otherId);
    expect(
      codeOf(
        (
          await ask(
            "annonceur",
            graphql(`
              mutation ($w: Int!, $s: Int!) {
                resendMarketSale(webhook_id: $w, sale_id: $s) {
                  id
                }
              }
            `),
            { w: id, s: foreign },
          )
        ).body,
      ),
    ).toBe("NOT_FOUND");

    const regenerated = await data(
      "annonceur",
      graphql(`
        mutation ($id: Int!) {
          regenerateMarketWebhookSecret(id: $id) {
            secret
            webhook {
              secretHint
            }
          }
        }
      `),
      { id },
    );
    expect(regenerated.secret).not.toBe(created.secret);
    expect(regenerated.webhook.secretHint.endsWith(regenerated.secret!.slice(-4))).toBe(true);
  });

  it("validates the form input with message keys", async () => {
    const r = await ask("annonceur", CREATE, {
      input: {
        name: "x",
        url: "ftp://nope",
        method: "GET",
        headers: [{ key: "X-Weedo-Signature", value: "forged" }],
        mapping: [{ target: "a", source: "password" }],
      },
    });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect((r.body.errors![0]!.extensions as { fields: Record<string, string> }).fields).toMatchObject({
      name: "nameLength",
      url: "url",
      method: "method",
      "headers.0.key": "headerReserved",
      "mapping.0.source": "source",
    });
  });

  it("refuses a cloud metadata target when it is saved, even with private targets allowed", async () => {
    for (const url of ["http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/", "http://2852039166/"]) {
      const r = await ask("annonceur", CREATE, { input: input("Metadata", url) });
      expect(codeOf(r.body), url).toBe("BAD_USER_INPUT");
      expect((r.body.errors![0]!.extensions as { fields: Record<string, string> }).fields).toEqual({
        url: "metadataAddress",
      });
    }
  });

  it("keeps each advertiser to its own webhooks and requires the webhook option", async () => {
    const [mine] = await t.db.select().from(marketWebhooks).where(eq(marketWebhooks.userId, 4)).limit(1);
    const [delivery] = await deliveriesOf(mine!.id);
    const id = mine!.id;
    const ownList = await data(
      "other",
      graphql(`
        {
          marketWebhooks {
            id
            userId
          }
        }
      `),
    );
    expect(ownList.every((w: { userId: number }) => w.userId === otherId)).toBe(true);
    for (const [query, variables] of [
      [`query($id: Int!) { marketWebhook(id: $id) { id } }`, { id }],
      [`query($id: Int!) { marketWebhookDeliveries(webhook_id: $id) { total } }`, { id }],
      [
        `mutation($id: Int!) { updateMarketWebhook(id: $id, input: { name: "Hijack", url: "https://evil.test", method: "POST", headers: [], mapping: [] }) { id } }`,
        { id },
      ],
      [`mutation($id: Int!) { testMarketWebhook(id: $id) { ok } }`, { id }],
      [`mutation($id: Int!) { validateMarketWebhook(id: $id) { id } }`, { id }],
      [`mutation($id: Int!) { pauseMarketWebhook(id: $id) { id } }`, { id }],
      [`mutation($id: Int!) { deleteMarketWebhook(id: $id) }`, { id }],
      [`mutation($id: Int!) { regenerateMarketWebhookSecret(id: $id) { secret } }`, { id }],
      [`mutation($d: Int!) { resendMarketWebhookDelivery(delivery_id: $d) { id } }`, { d: delivery!.id }],
      [`query { marketWebhooks(user_id: 4) { id } }`, {}],
    ] as const) {
      expect(codeOf((await ask("other", query, variables)).body), query).toBe("FORBIDDEN");
    }
    // multi@ is a marketplace client without the webhook option; editeur@ is no advertiser.
    expect(
      codeOf(
        (
          await ask(
            "multi",
            graphql(`
              {
                marketWebhooks {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    expect(codeOf((await ask("multi", CREATE, { input: input("Nope", "https://x.test") })).body)).toBe("FORBIDDEN");
    expect(
      codeOf(
        (
          await ask(
            "multi",
            graphql(`
              query ($id: Int!) {
                marketWebhook(id: $id) {
                  id
                }
              }
            `),
            { id },
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        (
          await ask(
            "editeur",
            graphql(`
              {
                marketWebhooks {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    for (const q of [
      `{ marketWebhookClients { userId } }`,
      `{ marketLeadFlow(by: "source") { from } }`,
      `{ marketCheckPhones(text: "0612345678", country: "FR") { valid } }`,
      `{ marketOggoDataCategories { id } }`,
    ]) {
      expect(codeOf((await ask("annonceur", q)).body), q).toBe("FORBIDDEN");
    }
    // The owner's data is untouched.
    const [still] = await t.db.select().from(marketWebhooks).where(eq(marketWebhooks.id, id));
    expect(still!.name).toBe(mine!.name);
    // Administrators see everyone's.
    const all = await data(
      "admin",
      graphql(`
        {
          marketWebhooks {
            id
            userId
            ownerEmail
          }
        }
      `),
    );
    expect(all.some((w: { userId: number }) => w.userId === 4)).toBe(true);
    const clients = await data(
      "admin",
      graphql(`
        {
          marketWebhookClients {
            userId
            webhooks
            delivered7d
            failed7d
            successRate
          }
        }
      `),
    );
    expect(clients.find((c: { userId: number }) => c.userId === 4)!.webhooks).toBeGreaterThanOrEqual(3);
  });

  it("partner pages set up a preset webhook, even without the webhook option", async () => {
    rx.always("/ringover", 201);
    const setup = graphql(`
      mutation ($input: MarketPartnerSetupInput!) {
        setupMarketPartner(input: $input) {
          secret
          webhook {
            id
            partner
            state
            method
            headers {
              key
              value
            }
            mapping {
              target
              source
            }
          }
        }
      }
    `);
    const r = await data("multi", setup, {
      input: { partner: "ringover", url: rx.url("/ringover"), apiKey: "rk-123" },
    });
    expect(r.secret).toMatch(/^whsec_/);
    expect(r.webhook).toMatchObject({
      partner: "ringover",
      state: "test",
      method: "POST",
      headers: [{ key: "Authorization", value: "rk-123" }],
    });
    expect(r.webhook.mapping).toContainEqual({ target: "phone_number", source: "phone" });
    const id = r.webhook.id;
    const test = await data(
      "multi",
      graphql(`
        mutation ($id: Int!) {
          testMarketWebhook(id: $id) {
            ok
            statusCode
          }
        }
      `),
      { id },
    );
    expect(test).toMatchObject({ ok: true, statusCode: 201 });
    expect(rx.on("/ringover").at(-1)!.headers.authorization).toBe("rk-123");
    expect(
      await data(
        "multi",
        graphql(`
          {
            marketPartnerWebhook(partner: "ringover") {
              id
            }
          }
        `),
      ),
    ).toEqual({ id });
    // A second set-up updates the same row and keeps the credential when left blank.
    const again = await data("multi", setup, { input: { partner: "ringover", url: rx.url("/ringover2") } });
    expect(again.secret).toBeNull();
    expect(again.webhook).toMatchObject({ id, headers: [{ key: "Authorization", value: "rk-123" }] });
    expect(
      codeOf(
        (
          await ask(
            "editeur",
            graphql(`
              {
                marketPartnerWebhook(partner: "ringover") {
                  id
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        (
          await ask(
            "other",
            graphql(`
              query ($id: Int!) {
                marketWebhook(id: $id) {
                  id
                }
              }
            `),
            { id },
          )
        ).body,
      ),
    ).toBe("FORBIDDEN");
  });

  it("refuses loopback targets when OUTBOUND_ALLOW_PRIVATE is off: test button and queue, nothing sent", async () => {
    const TEST = graphql(`
      mutation ($id: Int!) {
        testMarketWebhook(id: $id) {
          ok
          statusCode
          latencyMs
          responseExcerpt
          error
        }
      }
    `);
    const loopback = rx.url("/internal");
    const forms = ["127.0.0.1", "2130706433", "0x7f000001", "127.1", "[::1]", "localhost"].map((h) =>
      loopback.replace("127.0.0.1", h),
    );
    // Saved while private targets were allowed (or by a name that later pointed inside).
    const ids: number[] = [];
    for (const url of forms)
      ids.push((await data("annonceur", CREATE, { input: input(`Internal ${ids.length}`, url) })).webhook.id as number);
    process.env.OUTBOUND_ALLOW_PRIVATE = "0";
    resetEnvCache();
    try {
      // A literal internal address is refused as soon as it is saved.
      for (const url of forms.filter((u) => !u.includes("localhost"))) {
        const r = await ask("annonceur", CREATE, { input: input("Internal", url) });
        expect(codeOf(r.body), url).toBe("BAD_USER_INPUT");
        expect((r.body.errors![0]!.extensions as { fields: Record<string, string> }).fields).toEqual({
          url: "privateAddress",
        });
      }
      for (const [i, url] of forms.entries()) {
        const test = await data("annonceur", TEST, { id: ids[i] });
        expect(test, url).toMatchObject({
          ok: false,
          statusCode: null,
          responseExcerpt: null,
          error: "refused:private-address",
        });
      }
      // The delivery worker goes through the same guard.
      const id = ids[0]!;
      await data(
        "annonceur",
        graphql(`
          mutation ($id: Int!) {
            validateMarketWebhook(id: $id) {
              state
            }
          }
        `),
        { id },
      );
      const saleId = await newSale(4);
      await enqueueFor(saleId);
      await processDueDeliveries(t.db, { now: NOW });
      const sale = (await deliveriesOf(id)).find((d) => d.saleId === saleId)!;
      expect(sale).toMatchObject({ state: "pending", attempts: 1, lastError: "refused:private-address" });
      const [attempt] = await t.db
        .select()
        .from(marketWebhookAttempts)
        .where(eq(marketWebhookAttempts.deliveryId, sale.id));
      expect(attempt).toMatchObject({ statusCode: null, responseExcerpt: null, error: "refused:private-address" });
    } finally {
      process.env.OUTBOUND_ALLOW_PRIVATE = "1";
      resetEnvCache();
    }
    expect(rx.on("/internal")).toHaveLength(0);
    for (const id of ids)
      await data(
        "annonceur",
        graphql(`
          mutation ($id: Int!) {
            deleteMarketWebhook(id: $id)
          }
        `),
        { id },
      );
  });

  it("lead monitoring flags hours below half of the same hour's 7-day average", async () => {
    const [src] = await t.db
      .insert(marketSources)
      .values({ name: `Monitor ${engine}`, apiKeyHash: `hash-monitor-${engine}` })
      .returning({ id: marketSources.id });
    const cat = await firstCategory();
    const now = new Date();
    const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    const target = hour - 5 * 3_600_000; // a complete hour within the last 48
    const rows = [];
    for (let d = 1; d <= 7; d++) for (let k = 0; k < 10; k++) rows.push(target - d * 86_400_000 + k * 60_000);
    rows.push(target + 60_000, target + 120_000); // 2 against an average of 10: a drop
    for (let k = 0; k < 10; k++) rows.push(target - 3_600_000 + k * 1000); // the hour before: 10 against 0 history
    await t.db.insert(marketLeads).values(
      rows.map((ms, i) => ({
        categoryId: cat,
        sourceId: src!.id,
        firstName: "A",
        lastName: "B",
        email: `m${i}@x.test`,
        phone: "+33600000000",
        postcode: "75001",
        department: "75",
        fields: {},
        createdAt: new Date(ms),
        day: "2026-01-01",
      })),
    );
    const flow = await data(
      "admin",
      graphql(`
        {
          marketLeadFlow(by: "source") {
            from
            to
            series {
              key
              name
              total
              drops
            }
            points {
              hour
              seriesKey
              count
              average
              drop
            }
          }
        }
      `),
    );
    const s = flow.series.find((x: { key: number }) => x.key === src!.id);
    expect(s).toMatchObject({ name: `Monitor ${engine}`, total: 22, drops: 1 }); // 2 + the hour before (10) + one day back (10)
    const p = flow.points.find(
      (x: { seriesKey: number; hour: string }) => x.seriesKey === src!.id && x.hour === new Date(target).toISOString(),
    );
    expect(p).toMatchObject({ count: 2, average: 10, drop: true });
    const before = flow.points.find(
      (x: { seriesKey: number; hour: string }) =>
        x.seriesKey === src!.id && x.hour === new Date(target - 3_600_000).toISOString(),
    );
    expect(before).toMatchObject({ count: 10, drop: false });
    const byCat = await data(
      "admin",
      graphql(`
        {
          marketLeadFlow(by: "category") {
            series {
              key
              total
            }
          }
        }
      `),
    );
    expect(byCat.series.find((x: { key: number }) => x.key === cat)!.total).toBeGreaterThanOrEqual(12);
  });

  it("checks pasted phone numbers", async () => {
    const rows = await data(
      "admin",
      graphql(`
        {
          marketCheckPhones(text: "06 12 34 56 78\\n+33 1 42 68 53 00; 0000, +44 7400 123456", country: "FR") {
            input
            valid
            type
            e164
            country
          }
        }
      `),
    );
    expect(rows.map((r: { input: string }) => r.input)).toEqual([
      "06 12 34 56 78",
      "+33 1 42 68 53 00",
      "0000",
      "+44 7400 123456",
    ]);
    expect(rows[0]).toEqual({
      input: "06 12 34 56 78",
      valid: true,
      type: "mobile",
      e164: "+33612345678",
      country: "FR",
    });
    expect(rows[1]).toEqual({
      input: "+33 1 42 68 53 00",
      valid: true,
      type: "fixed",
      e164: "+33142685300",
      country: "FR",
    });
    expect(rows[2]).toMatchObject({ valid: false, type: null });
    expect(rows[3]).toMatchObject({ valid: true, type: "mobile", e164: "+447400123456", country: "GB" });
    expect(
      codeOf(
        (
          await ask(
            "admin",
            graphql(`
              {
                marketCheckPhones(text: "1", country: "XX") {
                  valid
                }
              }
            `),
          )
        ).body,
      ),
    ).toBe("BAD_USER_INPUT");
  });

  it("exports a category's leads as CSV for administrators only", async () => {
    const handler = createOggoDataExportHandler({ db: async () => t.db });
    const cat = await firstCategory();
    const url = `http://127.0.0.1/api/market/oggodata?category=${cat}&from=2026-03-10&to=2026-03-10`;
    const get = (token?: string) =>
      handler(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
    expect((await get()).status).toBe(401);
    expect((await get(tokens.annonceur)).status).toBe(403);
    const res = await get(tokens.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="oggodata-.*-2026-03-10-2026-03-10\.csv"/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^lead_id,collected_at,day,first_name,last_name,email,phone/);
    const expected = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketLeads)
      .where(and(eq(marketLeads.categoryId, cat), eq(marketLeads.day, "2026-03-10")));
    expect(lines.length - 1).toBe(Number(expected[0]!.n));
    expect(Number(res.headers.get("x-row-count"))).toBe(Number(expected[0]!.n));
    expect(
      (
        await handler(
          new Request(`http://127.0.0.1/api/market/oggodata?category=${cat}&from=2026-03-11&to=2026-03-10`, {
            headers: { authorization: `Bearer ${tokens.admin}` },
          }),
        )
      ).status,
    ).toBe(400);
  });
});
