import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { auditLog, mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { ACCEPT, addMgWs, startWsReceiver } from "@/tests/helpers/mongustave-fixtures";
import { createPrincipal, listPrincipals, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const FIELDS = `id clientId name product endpoint method fieldMapping { ours theirs } consumerKeyHint
  consumerSecretHint clientTokenHint databaseName priceCents state failureStreak pausedAt pauseReason pending`;

describe.each(ENGINES)("Mon Gustave web services API (%s)", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let admin: Caller, owner: Caller, stranger: Caller, unlistedAdmin: Caller;
  const tokens = new Map<number, string>();
  let undo: () => void;
  let receiver: Awaited<ReturnType<typeof startWsReceiver>>;

  beforeAll(async () => {
    process.env.OUTBOUND_ALLOW_PRIVATE = "1";
    resetEnvCache();
    t = await createTestDb(engine);
    call = apiClient(t.db);
    admin = await createPrincipal(t.db, { name: "ad listed", law: "ad", listed: true });
    unlistedAdmin = await createPrincipal(t.db, { name: "ad", law: "ad" });
    owner = await createPrincipal(t.db, { name: "an owner", law: "an" });
    stranger = await createPrincipal(t.db, { name: "an stranger", law: "an" });
    undo = listPrincipals([admin]);
    for (const c of [admin, unlistedAdmin, owner, stranger]) tokens.set(c.id, await tokenOf(t.db, c));
    receiver = await startWsReceiver((path) => (path === "/ok" ? ACCEPT : { status: 500, body: "down" }));
  });
  afterAll(async () => {
    undo();
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
    resetEnvCache();
    await receiver.close();
    await t.dispose();
  });

  const as = <T = Record<string, unknown>>(c: Caller, query: string, variables?: Record<string, unknown>) =>
    call<T>("market", query, { token: tokens.get(c.id), variables });

  const createInput = (over: Record<string, unknown> = {}) => ({
    clientId: owner.id,
    name: `Mutuelle ${Math.random().toString(36).slice(2, 8)}`,
    product: "mutuelle",
    endpoint: receiver.url("/ok"),
    method: "POST",
    fieldMapping: [{ ours: "email", theirs: "mail" }],
    consumerKey: "ck_live_0001ABCD",
    consumerSecret: "cs_live_secret_WXYZ",
    clientToken: "tok_9876",
    databaseName: "mutuelle_fr",
    priceCents: 1100,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await as<{ createMgWebService: { id: number } }>(
      admin,
      `mutation($input: MgWebServiceCreateInput!) { createMgWebService(input: $input) { ${FIELDS} } }`,
      { input: createInput(over) },
    );
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.createMgWebService as unknown as Record<string, unknown> & { id: number };
  };

  it("an administrator creates a WS in test; secrets come back as their last four characters", async () => {
    const ws = await create();
    expect(ws).toMatchObject({
      clientId: owner.id,
      state: "test",
      method: "POST",
      fieldMapping: [{ ours: "email", theirs: "mail" }],
      consumerKeyHint: "••••ABCD",
      consumerSecretHint: "••••WXYZ",
      clientTokenHint: "••••9876",
      priceCents: 1100,
    });
    expect(JSON.stringify(ws)).not.toContain("cs_live_secret");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mg_ws_created"), eq(auditLog.targetId, String(ws.id))));
    expect(entry!.actorId).toBe(admin.id);
    expect(JSON.stringify(entry!.details)).not.toMatch(/cs_live_secret|ck_live_0001/);
  });

  it("refuses bad input field by field (endpoint must be http(s), product known, price whole)", async () => {
    const r = await as(
      admin,
      `mutation($input: MgWebServiceCreateInput!) { createMgWebService(input: $input) { id } }`,
      { input: createInput({ endpoint: "ftp://ws.example.test", product: "voyance", priceCents: -1 }) },
    );
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(r.body.errors![0]!.extensions!.fields).toEqual({
      endpoint: "invalidEndpoint",
      product: "invalidProduct",
      priceCents: "invalidPrice",
    });
  });

  it("advertisers cannot create; an administrator off the marketplace list cannot either", async () => {
    for (const c of [owner, unlistedAdmin]) {
      const r = await as(c, `mutation($input: MgWebServiceCreateInput!) { createMgWebService(input: $input) { id } }`, {
        input: createInput(),
      });
      expect(codeOf(r.body)).toBe("FORBIDDEN");
    }
  });

  it("lists: the administrator sees every client's (filters), an advertiser only its own", async () => {
    const mine = await create();
    const theirs = await addMgWs(t.db, stranger.id, "https://other.example.test/ws", { product: "energie" });
    const adminList = await as<{ mgWebServices: { total: number; items: { id: number }[] } }>(
      admin,
      `{ mgWebServices(product: energie) { total items { id } } }`,
    );
    expect(adminList.body.data!.mgWebServices.items.map((w) => w.id)).toContain(theirs.id);
    expect(adminList.body.data!.mgWebServices.items.map((w) => w.id)).not.toContain(mine.id);
    const ownList = await as<{ mgWebServices: { items: { id: number; clientId: number }[] } }>(
      owner,
      `{ mgWebServices { items { id clientId } } }`,
    );
    const ids = ownList.body.data!.mgWebServices.items.map((w) => w.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ownList.body.data!.mgWebServices.items.every((w) => w.clientId === owner.id)).toBe(true);
    // Asking for another client's by filter gives nothing of theirs either.
    const filtered = await as<{ mgWebServices: { total: number } }>(
      owner,
      `query($c: Int) { mgWebServices(clientId: $c) { total } }`,
      { c: stranger.id },
    );
    expect(filtered.body.data!.mgWebServices.total).toBe(0);
  });

  it("another client's WS is not found, for reading and for every action", async () => {
    const theirs = await addMgWs(t.db, stranger.id, receiver.url("/ok"), { state: "test" });
    const queries = [
      `query($id: Int!) { mgWebService(id: $id) { id } }`,
      `mutation($id: Int!) { updateMgWebService(id: $id, input: { name: "pwned" }) { id } }`,
      `mutation($id: Int!) { testMgWebService(id: $id) { state } }`,
      `mutation($id: Int!) { pauseMgWebService(id: $id) { id } }`,
      `mutation($id: Int!) { resumeMgWebService(id: $id) { id } }`,
    ];
    for (const q of queries) expect(codeOf((await as(owner, q, { id: theirs.id })).body), q).toBe("NOT_FOUND");
    const [row] = await t.db.select().from(mgWebServices).where(eq(mgWebServices.id, theirs.id));
    expect(row).toMatchObject({ name: theirs.name, state: "test" });
    expect(receiver.calls("/ok").filter((c) => c.body.includes("test.mongustave"))).toHaveLength(0);
  });

  it("test sends one test lead now and answers the WS's verdict; validate puts it live", async () => {
    const ws = await create();
    const tested = await as<{ testMgWebService: Record<string, unknown> & { leadId: number } }>(
      owner,
      `mutation($id: Int!) { testMgWebService(id: $id) { deliveryId leadId state httpStatus responseMs excerpt } }`,
      { id: ws.id },
    );
    expect(tested.body.errors).toBeUndefined();
    const result = tested.body.data!.testMgWebService;
    expect(result).toMatchObject({ state: "accepted", httpStatus: 200 });
    expect(result.responseMs).toEqual(expect.any(Number));
    const [lead] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, result.leadId));
    expect(lead!.isTest).toBe(true);
    const [d] = await t.db.select().from(mgDeliveries).where(eq(mgDeliveries.leadId, result.leadId));
    expect(d).toMatchObject({ webServiceId: ws.id, state: "accepted", priceCents: 0 });
    // Validation is the administrators'.
    const byOwner = await as(owner, `mutation($id: Int!) { validateMgWebService(id: $id) { state } }`, { id: ws.id });
    expect(codeOf(byOwner.body)).toBe("FORBIDDEN");
    const validated = await as<{ validateMgWebService: { state: string } }>(
      admin,
      `mutation($id: Int!) { validateMgWebService(id: $id) { state } }`,
      { id: ws.id },
    );
    expect(validated.body.data!.validateMgWebService.state).toBe("active");
    const again = await as(admin, `mutation($id: Int!) { validateMgWebService(id: $id) { state } }`, { id: ws.id });
    expect(r0(again.body.errors)).toEqual({ state: "notInTest" });
  });

  it("the owner changes its WS (a secret left out keeps its value) and pauses and resumes it, all audited", async () => {
    const ws = await create();
    const changed = await as<{ updateMgWebService: Record<string, unknown> }>(
      owner,
      `mutation($id: Int!, $input: MgWebServiceUpdateInput!) { updateMgWebService(id: $id, input: $input) { ${FIELDS} } }`,
      { id: ws.id, input: { endpoint: "https://new.example.test/ws", consumerSecret: "cs_new_secret_QRST" } },
    );
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data!.updateMgWebService).toMatchObject({
      endpoint: "https://new.example.test/ws",
      consumerSecretHint: "••••QRST",
      consumerKeyHint: "••••ABCD",
    });
    const [row] = await t.db.select().from(mgWebServices).where(eq(mgWebServices.id, ws.id));
    expect(row).toMatchObject({ consumerSecret: "cs_new_secret_QRST", consumerKey: "ck_live_0001ABCD" });
    const bad = await as(
      owner,
      `mutation($id: Int!) { updateMgWebService(id: $id, input: { endpoint: "javascript:alert(1)" }) { id } }`,
      { id: ws.id },
    );
    expect(r0(bad.body.errors)).toEqual({ endpoint: "invalidEndpoint" });

    const paused = await as<{ pauseMgWebService: Record<string, unknown> }>(
      owner,
      `mutation($id: Int!) { pauseMgWebService(id: $id) { state pausedAt pauseReason } }`,
      { id: ws.id },
    );
    expect(paused.body.data!.pauseMgWebService).toMatchObject({ state: "paused", pauseReason: "manual" });
    const resumed = await as<{ resumeMgWebService: Record<string, unknown> }>(
      owner,
      `mutation($id: Int!) { resumeMgWebService(id: $id) { state pausedAt pauseReason failureStreak } }`,
      { id: ws.id },
    );
    expect(resumed.body.data!.resumeMgWebService).toEqual({
      state: "active",
      pausedAt: null,
      pauseReason: null,
      failureStreak: 0,
    });
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(ws.id)))
    )
      .filter((e) => e.targetType === "mg_web_service")
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["mg_ws_created", "mg_ws_updated", "mg_ws_paused", "mg_ws_resumed"]),
    );
    const update = (await t.db.select().from(auditLog).where(eq(auditLog.action, "mg_ws_updated"))).find(
      (e) => e.targetId === String(ws.id),
    );
    expect(JSON.stringify(update!.details)).not.toContain("cs_new_secret");
    expect(JSON.stringify(update!.details)).toContain("new.example.test");
  });
});

/** The per-field keys of the first error. */
const r0 = (errors: { extensions?: { fields?: Record<string, string> } }[] | undefined) =>
  errors?.[0]?.extensions?.fields;
