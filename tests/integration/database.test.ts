import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBalance } from "@/features/market/money/server/balance/balance";
import { seed } from "@/lib/db/seed";
import { facturXSchemaErrors } from "../helpers/factur-x-xsd";
import { createTestDb, ENGINES, seededTestDb, type TestDb } from "../helpers/test-db";

const NOW = new Date("2026-11-21T00:00:00Z");
const TABLES = [
  "users",
  "bank_details",
  "prepayments",
  "balance_ledger",
  "cart_items",
  "gift_accounts",
  "gift_points",
  "audit_log",
  "perf_programs",
  "perf_campaigns",
  "perf_applications",
  "oi_documents",
  "invoices",
  "publisher_payments",
];

/**
 * Columns the seed stamps with the wall clock because it replays real workflows through the domain
 * (validating months, issuing invoices, uploading and deciding invoice calls, editing OIs), which
 * record when they happened and store uploads under random names. Everything else must repeat.
 */
const STAMPED: Record<string, string[]> = {
  billing_months: ["validated_at"],
  credit_notes: ["issued_at"],
  einvoice_deposits: ["created_at", "updated_at"],
  invoice_calls: ["invoice_file", "invoice_uploaded_at", "decided_at", "created_at"],
  invoices: ["issued_at"],
  issued_documents: ["stored_at"],
  oi_documents: ["updated_at"],
  publisher_payments: ["requested_at"],
};
/** Audit entries those workflows write: their time, and the stored file names in their details. */
const WORKFLOW_ACTION = /^(month_|invoice_|credit_note_|oi_|bank_details_)/;
/** Jobs those workflows queue (an issued invoice's deposit on the e-invoicing platform, its payment). */
const WORKFLOW_JOB = /^einvoice\./;

function unstamped(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const column of STAMPED[table] ?? []) out[column] = "<seed time>";
  if (table === "audit_log" && WORKFLOW_ACTION.test(String(row.action))) {
    out.at = "<seed time>";
    out.details = "<seed time>";
  }
  if (table === "jobs" && WORKFLOW_JOB.test(String(row.kind))) {
    out.run_at = "<seed time>";
    out.created_at = "<seed time>";
  }
  return out;
}

const asText = (rows: unknown) => JSON.stringify(rows, (_, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));

/** Every table of the schema, so that a new table's seed is held to determinism too. */
async function dump(t: TestDb): Promise<Record<string, unknown[]>> {
  const res = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_name not like '%drizzle%' order by 1`,
  );
  const tables = (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const res = await t.db.execute(sql.raw(`select * from ${table} order by 1`));
    out[table] = (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => unstamped(table, r));
  }
  return out;
}

describe.each(ENGINES)("database on %s", (engine) => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    // a: a copy of the run's database seeded around NOW (one run of the seed); b: migrated here from empty.
    [a, b] = await Promise.all([
      seededTestDb(engine, { now: NOW, members: 10 }),
      createTestDb(engine, { fromEmpty: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  it("applies the migrations from empty", async () => {
    const res = await b.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining([...TABLES, "verification_codes"]));
  });

  // A whole demo seed, compared with the template's own run of it, and two dumps of every table.
  it("seeds the same rows on two runs", async () => {
    await seed(b.db, { now: NOW, members: 10 });
    const [da, db] = await Promise.all([dump(a), dump(b)]);
    expect(da.users!.length).toBeGreaterThan(9);
    expect(da.balance_ledger!.length).toBeGreaterThan(10);
    expect(Object.keys(db)).toEqual(Object.keys(da));
    // Table by table, so that a failure names its table (a diff of every table is too big to show).
    // Compared as text first: a deep comparison of every row took most of the test; a table that
    // differs is compared row by row, for the diff.
    for (const table of Object.keys(da))
      if (asText(db[table]) !== asText(da[table])) expect(db[table], table).toEqual(da[table]);
  }, 180_000);

  it("numbers the demo invoices in the order of their dates, in every series", async () => {
    const res = await a.db.execute(
      sql`select platform, number, to_char(issue_date, 'YYYY-MM-DD') as day from invoices order by platform, seq`,
    );
    const rows = (res as unknown as { rows: { platform: string; number: string; day: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(20);
    const backwards = rows.filter((r, i) => i > 0 && rows[i - 1]!.platform === r.platform && rows[i - 1]!.day > r.day);
    expect(backwards.map((r) => r.number)).toEqual([]);
  });

  it("stores only documents the Factur-X EN 16931 schema accepts: month invoices, factures d'acompte, credit notes", async () => {
    const res = await a.db.execute(sql`select number, xml from issued_documents order by id`);
    const docs = (res as unknown as { rows: { number: string; xml: string }[] }).rows;
    const types = new Set(docs.map((d) => /<ram:TypeCode>(\d+)<\/ram:TypeCode>/.exec(d.xml)![1]));
    expect([...types].sort()).toEqual(["380", "381", "386"]);
    for (const d of docs) expect(await facturXSchemaErrors(d.xml), d.number).toEqual([]);
  });

  it("has the demo accounts of the README", async () => {
    const res = await a.db.execute(
      sql`select email, law, status, multi_droit, haswebhook, id_clien_leadmarket from users where id < 100 order by id`,
    );
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((r) => [r.email, r.law, r.status])).toEqual([
      ["admin@weedo.test", "ad", "active"],
      ["tem@weedo.test", "tem", "active"],
      ["ma@weedo.test", "ma", "active"],
      ["annonceur@weedo.test", "an", "active"],
      ["annonceur.perf@weedo.test", "an", "active"],
      ["editeur@weedo.test", "af", "active"],
      ["multi@weedo.test", "an", "active"],
      ["attente@weedo.test", "af", "pending"],
      ["nonconfirme@weedo.test", "an", "unconfirmed"],
      ["ancien@weedo.test", "af", "active"],
    ]);
    const annonceur = rows[3]!;
    expect(annonceur.haswebhook).toBe(true);
    expect(Number(annonceur.id_clien_leadmarket)).toBeGreaterThan(0);
    expect(Number(rows[4]!.id_clien_leadmarket)).toBe(0);
    expect(rows[4]!.haswebhook).toBe(false);
    expect(rows[6]!.multi_droit).toBe(true);
  });

  it("computes the balance as the sum of the ledger", async () => {
    const res = await a.db.execute(
      sql`select coalesce(sum(amount_cents), 0)::bigint as total from balance_ledger where user_id = 4`,
    );
    const total = Number((res as unknown as { rows: { total: string }[] }).rows[0]!.total);
    const balance = await getBalance(a.db, 4);
    expect(balance.soldeHt).toBe(total);
    expect(balance.soldeTtc).toBe(Math.round(total * 1.2));
    expect(balance.lastPrepaiement).toBeGreaterThan(0);
  });

  it("refuses an adjustment without a reason", async () => {
    await expect(
      a.db.execute(sql`insert into balance_ledger (user_id, kind, amount_cents) values (4, 'adjustment', 100)`),
    ).rejects.toThrow();
  });
});
