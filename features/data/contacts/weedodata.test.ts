import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanChunk } from "@/features/data/contacts/server/clean-list";
import { createDataExportHandler } from "@/features/data/contacts/server/csv-http";
import {
  confirmationUrl,
  listUnsubscribeHeaders,
  signLink,
  unsubscribeUrl,
} from "@/features/data/contacts/server/links";
import { sendToContact } from "@/features/data/contacts/server/send";
import { suppress } from "@/features/data/contacts/server/suppression";
import { resetEnvCache } from "@/lib/config/env";
import { resetMailTransport } from "@/lib/mail/transport";
import { createUnsubscribeHandlers } from "@/features/data/contacts/server/unsubscribe-http";
import { sellLeadToUser } from "@/features/market/distribution/server/distribution/sell";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { dataContacts, dataSuppressions, marketLeads } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { addContact } from "@/tests/helpers/data-fixtures";
import { addBuyers, addCategory, addLead, addSource } from "@/tests/helpers/market-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { startMxZone } from "@/tests/helpers/dns-zone";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const KEY = "data-intake-key";
const lead = (categoryId: number, email: string) => ({
  category_id: categoryId,
  first_name: "Camille",
  last_name: "Durand",
  email,
  phone: "06 12 34 56 78",
  postcode: "75011",
  age: 40,
});
/** The path and query of a signed link (the handlers take any origin). */
const local = (url: string) => `http://127.0.0.1${new URL(url).pathname}${new URL(url).search}`;
const oneClick = (url: string, body = "List-Unsubscribe=One-Click") =>
  new Request(local(url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });

// One sink for the file: the configuration (SMTP_URL) is read once per file (tests/helpers/setup.ts reads it again for the next).
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  resetEnvCache();
  resetMailTransport();
});
afterAll(() => sink?.close());

/** Issue 14, Weedo data: the suppression list, the signed links, the one-click POST, who may see what. */
describe.each(ENGINES)("weedo data (%s)", (engine) => {
  let t: TestDb;
  let admin: Caller;
  let adminToken: string;
  let advertiserToken: string;
  let publisherToken: string;
  let unsubscribe: ReturnType<typeof createUnsubscribeHandlers>;
  let dns: Awaited<ReturnType<typeof startMxZone>>;
  const call = () => apiClient(t.db);

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await createPrincipal(t.db, { name: "tem", law: "tem" });
    const advertiser = await createPrincipal(t.db, { name: "an", law: "an", marketplace: true });
    const publisher = await createPrincipal(t.db, { name: "af", law: "af" });
    [adminToken, advertiserToken, publisherToken] = await Promise.all([
      tokenOf(t.db, admin),
      tokenOf(t.db, advertiser),
      tokenOf(t.db, publisher),
    ]);
    unsubscribe = createUnsubscribeHandlers({ db: async () => t.db });
    // A local DNS server: exemple.test and mailinator.com have MX records, sans-mx.test has none.
    dns = await startMxZone({
      mx: { "exemple.test": ["mx.exemple.test"], "mailinator.com": ["mx.mailinator.com"] },
      noMx: ["sans-mx.test"],
    });
  });
  afterAll(async () => {
    dns.close();
    await t.dispose();
  });

  const suppressed = async (email: string) =>
    (await t.db.select().from(dataSuppressions).where(eq(dataSuppressions.email, email)))[0];

  it("the marketplace intake refuses an unsubscribed address with UNSUBSCRIBED, and stores nothing", async () => {
    const cat = await addCategory(t.db, "Suppression");
    await addSource(t.db, KEY);
    await suppress(t.db, [{ email: "Parti@Exemple.test", channel: "admin" }]);
    const r = await intakeLead(t.db, KEY, lead(cat, "  parti@EXEMPLE.test "));
    expect(r).toEqual({ status: 422, code: "UNSUBSCRIBED" });
    expect(await t.db.select().from(marketLeads).where(eq(marketLeads.email, "parti@exemple.test"))).toEqual([]);
    expect((await intakeLead(t.db, KEY, lead(cat, "reste@exemple.test"))).status).toBe(201);
  });

  it("a stock lead whose address unsubscribed after it came in is sold to nobody", async () => {
    const cat = await addCategory(t.db, "Stock suppression");
    const [buyer] = await addBuyers(t.db, [100_000]);
    const leadId = await addLead(t.db, { categoryId: cat, n: 777, department: "75", age: 40, createdAt: new Date() });
    await suppress(t.db, [{ email: "lea.777@exemple.test", channel: "one_click" }]);
    const r = await t.db.transaction((tx) =>
      sellLeadToUser(tx, { leadId, userId: buyer!, saleType: "exclusive", priceCents: 3000, orderId: null }),
    );
    expect(r).toEqual({ ok: false, reason: "lead_unsubscribed" });
  });

  it("a cleaned list drops unsubscribed, bounced, malformed, duplicate, disposable and MX-less addresses, and says why", async () => {
    await suppress(t.db, [{ email: "stop@exemple.test", channel: "one_click", source: "quiz" }]);
    await addContact(t.db, { email: "rebond@exemple.test", state: "bounced" });
    const rows = await cleanChunk(
      t.db,
      [
        "ok@exemple.test",
        "STOP@exemple.test",
        "rebond@exemple.test",
        "pas-une-adresse",
        "ok@exemple.test",
        "jetable@mailinator.com",
        "quelqun@sans-mx.test",
        "contact@exemple.test",
      ],
      { resolver: dns.resolver },
    );
    expect(rows.map((r) => [r.input, r.kept, r.reason])).toEqual([
      ["ok@exemple.test", true, null],
      ["STOP@exemple.test", false, "suppressed"],
      ["rebond@exemple.test", false, "bounced"],
      ["pas-une-adresse", false, "syntax"],
      ["ok@exemple.test", false, "duplicate"],
      ["jetable@mailinator.com", false, "disposable"],
      ["quelqun@sans-mx.test", false, "no_mx"],
      // A role account is a doubt for the engine, not a reason to drop a consenting address.
      ["contact@exemple.test", true, null],
    ]);
  });

  it("every send carries the RFC 8058 headers with a signed link", async () => {
    const h = await listUnsubscribeHeaders("Lea@Exemple.test", "newsletter");
    expect(h["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(/^<(.+)>$/.exec(h["List-Unsubscribe"]!)![1]!);
    expect(url.pathname).toBe("/api/data/unsubscribe");
    expect(url.searchParams.get("e")).toBe("lea@exemple.test");
    expect(url.searchParams.get("sig")).toBe(await signLink("unsubscribe", "lea@exemple.test", "newsletter"));
  });

  it("a send to a contact carries its one-click link; an unsubscribed address gets nothing", async () => {
    const email = await addContact(t.db, { source: "promo" });
    const mail = { subject: "Nos offres", text: "Bonjour", source: "promo" };
    expect(await sendToContact(t.db, { ...mail, to: email })).toBe("sent");
    const raw = sink.messages.findLast((m) => m.to.includes(email))!.raw;
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw.replace(/\r\n\s+/g, "")).toContain(`<${await unsubscribeUrl(email, "promo")}>`);
    await suppress(t.db, [{ email, channel: "one_click" }]);
    const before = sink.messages.length;
    expect(await sendToContact(t.db, { ...mail, to: email })).toBe("suppressed");
    expect(sink.messages.length).toBe(before);
  });

  it("the one-click POST unsubscribes with no session, recorded with its source and the contact's theme", async () => {
    const email = await addContact(t.db, { source: "newsletter", theme: "energie" });
    const res = await unsubscribe.POST(oneClick(await unsubscribeUrl(email, "newsletter")));
    expect(res.status).toBe(200);
    expect(await suppressed(email)).toMatchObject({ source: "newsletter", theme: "energie", channel: "one_click" });
    const [c] = await t.db.select().from(dataContacts).where(eq(dataContacts.email, email));
    expect(c?.state).toBe("unsubscribed");
    // Twice is fine: the first record is kept.
    expect((await unsubscribe.POST(oneClick(await unsubscribeUrl(email, "newsletter")))).status).toBe(200);
  });

  it("a GET of the link shows the page and unsubscribes nobody (mail scanners follow links)", async () => {
    const email = await addContact(t.db);
    const res = await unsubscribe.GET(new Request(local(await unsubscribeUrl(email, "jeu-concours"))));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await suppressed(email)).toBeUndefined();
  });

  it("a tampered unsubscribe link is refused and changes nothing", async () => {
    const victim = await addContact(t.db);
    const url = new URL(await unsubscribeUrl("moi@exemple.test", "newsletter"));
    url.searchParams.set("e", victim);
    expect((await unsubscribe.POST(oneClick(url.toString()))).status).toBe(403);
    const other = new URL(await unsubscribeUrl(victim, "newsletter"));
    other.searchParams.set("s", "autre-source");
    expect((await unsubscribe.POST(oneClick(other.toString()))).status).toBe(403);
    const unsigned = new URL(await unsubscribeUrl(victim, "newsletter"));
    unsigned.searchParams.delete("sig");
    expect((await unsubscribe.GET(new Request(local(unsigned.toString())))).status).toBe(403);
    expect(await suppressed(victim)).toBeUndefined();
  });

  it("the one-click POST needs the RFC 8058 body", async () => {
    const email = await addContact(t.db);
    expect((await unsubscribe.POST(oneClick(await unsubscribeUrl(email, "x"), "foo=bar"))).status).toBe(400);
    expect(await suppressed(email)).toBeUndefined();
  });

  it("a confirmation signature does not open the unsubscribe link, and the reverse", async () => {
    const email = await addContact(t.db, { source: "quiz" });
    const confirmSig = new URL(await confirmationUrl(email, "quiz")).searchParams.get("sig")!;
    const url = new URL(await unsubscribeUrl(email, "quiz"));
    url.searchParams.set("sig", confirmSig);
    expect((await unsubscribe.POST(oneClick(url.toString()))).status).toBe(403);
    const unsubscribeSig = url.searchParams.get("e") && (await signLink("unsubscribe", email, "quiz"));
    const r = await call()(
      "market",
      `mutation($e: String!, $s: String!, $sig: String!) { confirmDataContact(email: $e, source: $s, sig: $sig) }`,
      {
        variables: { e: email, s: "quiz", sig: unsubscribeSig },
      },
    );
    expect(r.body.data).toEqual({ confirmDataContact: "invalid_link" });
  });

  it("the double opt-in link confirms its contact once, signed-out", async () => {
    const email = await addContact(t.db, { source: "quiz" });
    const url = new URL(await confirmationUrl(email, "quiz"));
    expect(url.pathname).toBe(`/weedodata/admin/VerifEmailConfirmation/${encodeURIComponent(email)}/quiz`);
    const confirm = (sig: string) =>
      call()(
        "market",
        `mutation($e: String!, $s: String!, $sig: String!) { confirmDataContact(email: $e, source: $s, sig: $sig) }`,
        {
          variables: { e: email, s: "quiz", sig },
        },
      );
    expect((await confirm(url.searchParams.get("sig")!)).body.data).toEqual({ confirmDataContact: "confirmed" });
    expect((await confirm(url.searchParams.get("sig")!)).body.data).toEqual({ confirmDataContact: "already" });
    const [c] = await t.db.select().from(dataContacts).where(eq(dataContacts.email, email));
    expect(c?.confirmedAt).not.toBeNull();
  });

  it("a tampered confirmation link confirms nothing", async () => {
    const email = await addContact(t.db, { source: "quiz" });
    const sig = new URL(await confirmationUrl("autre@exemple.test", "quiz")).searchParams.get("sig")!;
    const r = await call()(
      "market",
      `mutation($e: String!, $s: String!, $sig: String!) { confirmDataContact(email: $e, source: $s, sig: $sig) }`,
      {
        variables: { e: email, s: "quiz", sig },
      },
    );
    expect(r.body.data).toEqual({ confirmDataContact: "invalid_link" });
    const [c] = await t.db.select().from(dataContacts).where(eq(dataContacts.email, email));
    expect(c?.confirmedAt).toBeNull();
  });

  it("an administrator adds and imports addresses; the trail records it", async () => {
    const r = await call()(
      "market",
      `mutation($emails: [String!]!) { addDataSuppressions(emails: $emails, imported: true) { added already invalid } }`,
      { token: adminToken, variables: { emails: ["Un@Exemple.test", "un@exemple.test", "stop@exemple.test", "nope"] } },
    );
    expect(r.body.data).toEqual({ addDataSuppressions: { added: 1, already: 1, invalid: 1 } });
    expect(await suppressed("un@exemple.test")).toMatchObject({ channel: "import", createdBy: admin.id });
    const list = await call()(
      "market",
      `{ dataSuppressions(filter: { search: "un@" }) { total items { email channel } } }`,
      { token: adminToken },
    );
    expect(list.body.data).toEqual({
      dataSuppressions: { total: 1, items: [{ email: "un@exemple.test", channel: "import" }] },
    });
  });

  it("only administrators read the stock, the list and the statistics, or clean a list", async () => {
    const fields = [
      `{ dataStockOverview { total } }`,
      `{ dataContacts { total } }`,
      `{ dataSuppressions { total } }`,
      `{ dataUnsubscribeStats { total } }`,
      `mutation { cleanEmailList(emails: ["a@b.fr"]) { kept } }`,
      `mutation { addDataSuppressions(emails: ["a@b.fr"]) { added } }`,
    ];
    for (const q of fields) {
      expect(codeOf((await call()("market", q)).body), q).toBe("UNAUTHENTICATED");
      expect(codeOf((await call()("market", q, { token: advertiserToken })).body), q).toBe("FORBIDDEN");
      expect(codeOf((await call()("market", q, { token: publisherToken })).body), q).toBe("FORBIDDEN");
    }
    expect(await suppressed("a@b.fr")).toBeUndefined();
    const ok = await call()("market", `{ dataStockOverview { total } }`, { token: adminToken });
    expect(ok.body.errors).toBeUndefined();
  });

  it("the CSV exports are for administrators and honour the filters", async () => {
    const get = createDataExportHandler("suppressions", { db: async () => t.db });
    const req = (token?: string) =>
      new Request("http://127.0.0.1/api/data/suppressions/csv?search=stop", {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get(req())).status).toBe(401);
    expect((await get(req(advertiserToken))).status).toBe(403);
    const res = await get(req(adminToken));
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email;source;theme;channel;unsubscribed_at");
    expect(lines.slice(1).map((l) => l.split(";")[0])).toEqual(["stop@exemple.test"]);
  });

  it("the stock overview counts by state, source and theme, and its growth ends at the base's size", async () => {
    await addContact(t.db, { source: "stats-src", theme: "stats-theme", consentAt: new Date() });
    const r = await call()(
      "market",
      `{ dataStockOverview(filter: { source: "stats-src" }) { total byState { state count } bySource { key total active } growth { total } } }`,
      { token: adminToken },
    );
    const o = (
      r.body.data as {
        dataStockOverview: {
          total: number;
          byState: { state: string; count: number }[];
          bySource: unknown[];
          growth: { total: number }[];
        };
      }
    ).dataStockOverview;
    expect(o.total).toBe(1);
    expect(o.byState.find((s) => s.state === "active")?.count).toBe(1);
    expect(o.bySource).toEqual([{ key: "stats-src", total: 1, active: 1 }]);
    expect(o.growth.at(-1)?.total).toBe(1);
  });

  it("the unsubscribe statistics count by period, source and channel, with empty periods at 0", async () => {
    await suppress(t.db, [
      { email: "s1@exemple.test", channel: "one_click", source: "stat-src", now: new Date("2026-02-02T10:00:00Z") },
      { email: "s2@exemple.test", channel: "link", source: "stat-src", now: new Date("2026-02-04T10:00:00Z") },
    ]);
    const r = await call()(
      "market",
      `{ dataUnsubscribeStats(filter: { source: "stat-src", from: "2026-02-01", to: "2026-02-04" }, grain: "day") { total series { key count } byChannel { key count } } }`,
      { token: adminToken },
    );
    expect(r.body.data).toEqual({
      dataUnsubscribeStats: {
        total: 2,
        series: [
          { key: "2026-02-01", count: 0 },
          { key: "2026-02-02", count: 1 },
          { key: "2026-02-03", count: 0 },
          { key: "2026-02-04", count: 1 },
        ],
        byChannel: expect.arrayContaining([
          { key: "one_click", count: 1 },
          { key: "link", count: 1 },
        ]),
      },
    });
  });
});
