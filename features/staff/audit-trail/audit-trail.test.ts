import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal as refusalOf } from "@/tests/helpers/refusal";
import { createAuditExportHandler } from "@/features/staff/audit-trail/server/csv-http";
import { approveMember } from "@/features/staff/members/server/approve";
import { auditFacets, listAuditEntries } from "@/features/staff/audit-trail/server/list";
import { auditLog, users } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ENTRIES = `query($filter: AuditFilter, $page: Int) {
  auditEntries(filter: $filter, page: $page) { total page items { action actor { email law } changes { field before after } details { key value } } }
}`;

/** Issue 13: the audit trail (/Logs) — append-only, filtered, masked, exported. */
describe.each(ENGINES)("audit trail (%s)", (engine) => {
  let t: TestDb;
  let admin: Caller;
  let advertiser: Caller;
  let adminToken: string;
  let advertiserToken: string;
  const call = () => apiClient(t.db);
  /** What the database answered a statement ("accepted" when it ran). */
  const refusal = (statement: SQL) => refusalOf(t.db, statement);

  /** An entry at a given instant (the trail is newest first, so the tests place them in time). */
  const entry = (at: string, e: Partial<typeof auditLog.$inferInsert> & { action: string }) =>
    t.db.insert(auditLog).values({ at: new Date(at), actorId: admin.id, ...e });

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await createPrincipal(t.db, { name: "ad", law: "ad" });
    advertiser = await createPrincipal(t.db, { name: "an", law: "an" });
    [adminToken, advertiserToken] = await Promise.all([tokenOf(t.db, admin), tokenOf(t.db, advertiser)]);
    await entry("2026-03-01T23:30:00Z", { action: "invoice_paid", targetType: "invoice", targetId: "7" });
    await entry("2026-03-02T12:00:00Z", { action: "month_validated", targetType: "billing_month", targetId: "1" });
    await entry("2026-03-03T08:00:00Z", { action: "invoice_paid", targetType: "invoice", targetId: "8" });
    await entry("2026-03-04T08:00:00Z", { action: "sign_in", actorId: advertiser.id });
  });
  afterAll(() => t.dispose());

  it("refuses to update an entry, in the database itself", async () => {
    expect(await refusal(sql`update audit_log set action = 'nothing'`)).toMatch(/append-only/);
  });

  it("refuses to delete an entry", async () => {
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
  });

  it("filters by action, newest first", async () => {
    const page = await listAuditEntries(t.db, { action: "invoice_paid" });
    expect(page.items.map((e) => e.targetId)).toEqual(["8", "7"]);
  });

  it("reads the period as Paris days (23:30 UTC on 1 March is 2 March in Paris)", async () => {
    const page = await listAuditEntries(t.db, { from: "2026-03-02", to: "2026-03-02" });
    expect(page.items.map((e) => e.targetId).sort()).toEqual(["1", "7"]);
  });

  it("finds a person by e-mail, whatever the case", async () => {
    const page = await listAuditEntries(t.db, { actor: advertiser.email.toUpperCase() });
    expect(page.items.map((e) => e.action)).toEqual(["sign_in"]);
  });

  it("finds one entity's history", async () => {
    const page = await listAuditEntries(t.db, { targetType: "invoice", targetId: "7" });
    expect(page.total).toBe(1);
  });

  it("pages ten at a time and keeps a page past the end on the last one", async () => {
    for (let i = 0; i < 12; i++)
      await entry(`2025-01-01T10:${String(i).padStart(2, "0")}:00Z`, { action: "seed_page" });
    const last = await listAuditEntries(t.db, { action: "seed_page" }, 9);
    expect([last.total, last.page, last.items.length]).toEqual([12, 2, 2]);
  });

  it("lists each action and entity type once, sorted", async () => {
    const facets = await auditFacets(t.db);
    expect(facets.actions).toEqual([...new Set(facets.actions)].sort());
    expect(facets.actions).toEqual(expect.arrayContaining(["invoice_paid", "month_validated", "sign_in"]));
    expect(facets.targetTypes).toEqual(expect.arrayContaining(["billing_month", "invoice"]));
  });

  it("keeps only the changed fields, old and new, with secrets masked", async () => {
    await audit(t.db, {
      actorId: admin.id,
      action: "bank_details_changed",
      targetType: "user",
      targetId: "masked-1",
      changes: changesOf(
        { bankName: "Banque A", iban: "FR7630006000011234567890189", password: "old", city: "Lyon" },
        { bankName: "Banque B", iban: "FR7630006000011234567890999", password: "new", city: "Lyon" },
      ),
    });
    const [e] = (await listAuditEntries(t.db, { targetId: "masked-1" })).items;
    expect(e!.changes).toEqual([
      { field: "bankName", before: "Banque A", after: "Banque B" },
      { field: "iban", before: "••••0189", after: "••••0999" },
      { field: "password", before: "••••", after: "••••" },
    ]);
  });

  it("masks a secret written in the free-form details by an older writer", async () => {
    await entry("2025-02-01T10:00:00Z", {
      action: "legacy",
      targetId: "masked-2",
      details: { secret: "s3cr3t", n: 2 },
    });
    const [e] = (await listAuditEntries(t.db, { targetId: "masked-2" })).items;
    expect(e!.details).toEqual([
      { key: "n", value: "2" },
      { key: "secret", value: "••••" },
    ]);
  });

  it("records an approval once, with the status before and after", async () => {
    const member = await createPrincipal(t.db, { name: "af-pending", law: "af" });
    await t.db.update(users).set({ status: "pending" }).where(eq(users.id, member.id));
    await approveMember(t.db, admin.id, member.id);
    await approveMember(t.db, admin.id, member.id);
    const page = await listAuditEntries(t.db, { action: "member_approved", targetId: String(member.id) });
    expect(page.items.map((e) => [e.actor?.email, e.changes])).toEqual([
      [admin.email, [{ field: "status", before: "pending", after: "active" }]],
    ]);
  });

  it("serves the trail to an administrator through the API", async () => {
    const res = await call()("auth", ENTRIES, {
      token: adminToken,
      variables: { filter: { action: "month_validated" } },
    });
    expect(res.body.data).toMatchObject({ auditEntries: { total: 1, items: [{ actor: { law: "ad" } }] } });
  });

  it("refuses the trail to an advertiser", async () => {
    const res = await call()("auth", ENTRIES, { token: advertiserToken });
    expect(codeOf(res.body)).toBe("FORBIDDEN");
  });

  it("answers a reversed period with a clear input error", async () => {
    const res = await call()("auth", ENTRIES, {
      token: adminToken,
      variables: { filter: { from: "2026-03-05", to: "2026-03-01" } },
    });
    expect(codeOf(res.body)).toBe("BAD_USER_INPUT");
  });

  it("exports the filtered trail as CSV to an administrator", async () => {
    const GET = createAuditExportHandler({ db: async () => t.db });
    const res = await GET(
      new Request("http://127.0.0.1/api/audit/csv?action=invoice_paid", {
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    );
    const text = await res.text();
    expect([res.status, res.headers.get("x-row-count")]).toEqual([200, "2"]);
    expect(text.split("\r\n")[0]).toContain("date;email;law;action");
  });

  it("refuses the export to an advertiser and to a stranger", async () => {
    const GET = createAuditExportHandler({ db: async () => t.db });
    const as = (token?: string) =>
      GET(
        new Request("http://127.0.0.1/api/audit/csv", { headers: token ? { authorization: `Bearer ${token}` } : {} }),
      );
    expect([(await as(advertiserToken)).status, (await as()).status]).toEqual([403, 401]);
  });
});
