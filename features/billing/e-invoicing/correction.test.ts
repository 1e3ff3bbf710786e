import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issuedDocuments } from "@/features/billing/issued-documents";
import { creditNotes, invoices, users } from "@/lib/db/schema";
import { runDueJobs } from "@/lib/jobs/runner";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { facturXSchemaErrors } from "@/tests/helpers/factur-x-xsd";
import { legacyInvoiceTo } from "@/tests/helpers/invoice-fixtures";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { einvoiceDeposits } from "./db";
import { httpPlatform } from "./server/http-platform";
import { einvoiceHandlers } from "./server/jobs";
import { startStandInPlatform, type StandInPlatform } from "./stand-in/server";

const KNOWN_SIREN = "732829320";
const UNKNOWN_SIREN = "552100554";

const LIST = `query($filter: InvoiceFilter) { invoices(filter: $filter) { total rows {
  id number replaced_by replaces_number einvoice { status last_error events { status reason at } } } } }`;
const MINE = `query { myInvoices { rows { number einvoice { status last_error events { status reason } } } } }`;
const CORRECT = `mutation($id: Int!) { correctInvoice(id: $id) { credit_note_number invoice { id number replaces_number } } }`;

interface ListRow {
  id: number;
  number: string;
  replaced_by: string | null;
  replaces_number: string | null;
  einvoice: { status: string; last_error: string | null; events: { status: string; reason: string | null }[] } | null;
}

describe.each(ENGINES)("the e-invoicing lifecycle on the invoice lists, and the corrective path, on %s", (engine) => {
  let t: TestDb;
  let platform: StandInPlatform;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let adminToken: string;
  let call: ReturnType<typeof apiClient>;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestDb(engine);
    platform = await startStandInPlatform({ processMs: 5, unknownSirens: [UNKNOWN_SIREN] });
    // The report allow-list (lib/config/allow-lists.ts) names admin@weedo.test.
    admin = await makeUser(t.db, "ad", { email: "admin@weedo.test" });
    adminToken = await sessionTokenFor(admin);
    call = apiClient(t.db);
  });
  afterAll(async () => {
    await platform.close();
    await t.dispose();
  });

  const handlers = () => einvoiceHandlers(() => httpPlatform(platform.url, undefined));
  async function settle() {
    for (let i = 0; i < 8; i++) {
      clock += 3_600_000;
      await runDueJobs(t.db, handlers(), { now: new Date(clock) });
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const advertiser = (siren: string) => makeUser(t.db, "an", { society: "Acme SAS", siren });
  const list = async (filter: Record<string, unknown>) =>
    (
      await call<{ invoices: { total: number; rows: ListRow[] } }>("auth", LIST, {
        token: adminToken,
        variables: { filter },
      })
    ).body.data!.invoices;

  it("lists each invoice with its lifecycle and filters on it", async () => {
    const ok = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    const bad = await legacyInvoiceTo(t.db, await advertiser(UNKNOWN_SIREN), admin.id);
    const early = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id, { issueDate: "2026-08-01" });
    await settle();
    const rejected = await list({ einvoice: "rejected" });
    expect(rejected.rows.map((r) => r.number)).toContain(bad.number);
    expect(rejected.rows.map((r) => r.number)).not.toContain(ok.number);
    expect(rejected.rows.find((r) => r.number === bad.number)!.einvoice!.events[0]!.reason).toContain(UNKNOWN_SIREN);
    expect((await list({ einvoice: "deposited" })).rows.map((r) => r.number)).toContain(ok.number);
    expect((await list({ einvoice: "none" })).rows.map((r) => r.number)).toEqual([early.number]);
  });

  it("shows the advertiser its own invoices' lifecycle, without the operator's error details", async () => {
    const client = await advertiser(UNKNOWN_SIREN);
    const inv = await legacyInvoiceTo(t.db, client, admin.id);
    await t.db
      .update(einvoiceDeposits)
      .set({ lastError: "platform at 10.0.0.7 unreachable" })
      .where(eq(einvoiceDeposits.invoiceId, inv.id));
    const pending = await call<{ myInvoices: { rows: ListRow[] } }>("auth", MINE, {
      token: await sessionTokenFor(client),
    });
    expect(pending.body.data!.myInvoices.rows).toEqual([
      { number: inv.number, einvoice: { status: "pending", last_error: null, events: [] } },
    ]);
    expect((await list({ search: inv.number })).rows[0]!.einvoice!.last_error).toContain("unreachable");
  });

  it("corrects a rejected invoice: a credit note cancels it, a new invoice to the fixed buyer replaces it and is deposited", async () => {
    const client = await advertiser(UNKNOWN_SIREN);
    const inv = await legacyInvoiceTo(t.db, client, admin.id);
    await settle();
    await t.db.update(users).set({ siren: KNOWN_SIREN }).where(eq(users.id, client.id));
    const r = await call<{
      correctInvoice: { credit_note_number: string; invoice: { id: number; number: string; replaces_number: string } };
    }>("auth", CORRECT, { token: adminToken, variables: { id: inv.id } });
    const corrected = r.body.data!.correctInvoice;
    expect(corrected.invoice.replaces_number).toBe(inv.number);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id));
    expect(note).toMatchObject({
      number: corrected.credit_note_number,
      reason: "correction",
      amountCents: inv.amountCents,
    });
    const [old] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(old!.status).toBe("paid");
    const [replacement] = await t.db.select().from(invoices).where(eq(invoices.id, corrected.invoice.id));
    expect(replacement).toMatchObject({ amountCents: inv.amountCents, replacesInvoiceId: inv.id });
    const [doc] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, corrected.invoice.id));
    expect(doc!.xml).toContain(`<ram:IssuerAssignedID>${inv.number}</ram:IssuerAssignedID>`);
    expect(doc!.xml).toContain(KNOWN_SIREN);
    expect(await facturXSchemaErrors(doc!.xml)).toEqual([]);
    await settle();
    const rows = (await list({ search: inv.number.slice(0, 3) })).rows;
    expect(rows.find((x) => x.id === inv.id)!.replaced_by).toBe(corrected.invoice.number);
    expect(rows.find((x) => x.id === corrected.invoice.id)!.einvoice!.status).toBe("deposited");
  });

  it("corrects an invoice once, and only a rejected or refused one", async () => {
    const bad = await legacyInvoiceTo(t.db, await advertiser(UNKNOWN_SIREN), admin.id);
    const ok = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    await settle();
    const first = await call("auth", CORRECT, { token: adminToken, variables: { id: bad.id } });
    expect(first.body.errors).toBeUndefined();
    expect(codeOf((await call("auth", CORRECT, { token: adminToken, variables: { id: bad.id } })).body)).toBe(
      "ALREADY_CORRECTED",
    );
    expect(codeOf((await call("auth", CORRECT, { token: adminToken, variables: { id: ok.id } })).body)).toBe(
      "NOT_CORRECTABLE",
    );
  });

  it("refuses the corrective path to an administrator off the report list, and a correction credit note by hand", async () => {
    const bad = await legacyInvoiceTo(t.db, await advertiser(UNKNOWN_SIREN), admin.id);
    await settle();
    const other = await sessionTokenFor(await makeUser(t.db, "ad"));
    expect(codeOf((await call("auth", CORRECT, { token: other, variables: { id: bad.id } })).body)).toBe("FORBIDDEN");
    const byHand = await call(
      "auth",
      `mutation($id: Int!) { issueCreditNote(invoice_id: $id, reason: correction, comment: "") { number } }`,
      { token: adminToken, variables: { id: bad.id } },
    );
    expect(codeOf(byHand.body)).toBe("BAD_USER_INPUT");
  });
});
