import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { createAccountingExportHandler } from "@/features/billing/invoices/server/export-http";
import { createInvoicePdfHandler } from "@/features/billing/invoices/server/http";
import { issueInvoice } from "@/features/billing/invoices/server/issue";
import { readAttachment } from "@/features/billing/invoices/server/pdf/read-attachment";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

describe.each(ENGINES)("invoice ownership and the authorization table on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tok: Record<string, string> = {};
  const inv: Record<string, { id: number; number: string }> = {};
  let noteOfB = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    const users = {
      // The report allow-list (lib/config/allow-lists.ts): admin@ and ma@weedo.test.
      adListed: await makeUser(t.db, "ad", { email: "admin@weedo.test" }),
      maListed: await makeUser(t.db, "ma", { email: "ma@weedo.test" }),
      tem: await makeUser(t.db, "tem"),
      adNotListed: await makeUser(t.db, "ad"),
      a: await makeUser(t.db, "an", { society: "Client A" }),
      b: await makeUser(t.db, "an", { society: "Client B" }),
      af: await makeUser(t.db, "af"),
    };
    for (const [k, u] of Object.entries(users)) tok[k] = await sessionTokenFor(u);
    for (const [k, u] of [
      ["a", users.a],
      ["b", users.b],
    ] as const) {
      const buyer = await buyerOf(t.db, "perf", u.idClienMyaffil!);
      inv[k] = await t.db.transaction((tx) =>
        issueInvoice(tx, {
          platform: "perf",
          clientId: u.idClienMyaffil!,
          buyer,
          lines: [{ label: "Leads", quantity: 4, unitPriceCents: 2_500 }],
          source: "legacy",
          actorId: users.adListed.id,
        }),
      );
    }
    noteOfB = (
      await issueCreditNote(
        t.db,
        { invoiceId: inv.b!.id, htCents: 1_000, reason: "gesture", comment: "" },
        { id: users.adListed.id },
      )
    ).id;
  });
  afterAll(() => t.dispose());

  const MY = `{ myInvoices { total rows { number } } }`;

  it("an advertiser lists only its own invoices", async () => {
    const r = await call<{ myInvoices: { total: number; rows: { number: string }[] } }>("auth", MY, { token: tok.a });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.myInvoices.rows.map((x) => x.number)).toEqual([inv.a!.number]);
  });

  it("another advertiser's invoice reads as not found", async () => {
    const r = await call("auth", `query($id: Int!) { invoice(id: $id) { invoice { number } } }`, {
      token: tok.a,
      variables: { id: inv.b!.id },
    });
    expect(codeOf(r.body)).toBe("NOT_FOUND");
  });

  it("serves a PDF only to its owner and administrators on the report list", async () => {
    const pdf = createInvoicePdfHandler("invoice", { db: async () => t.db });
    const get = (who: string | null, id: number) =>
      pdf(
        new Request(`http://127.0.0.1/api/invoices/${id}/pdf`, {
          headers: who ? { authorization: `Bearer ${tok[who]}` } : {},
        }),
        String(id),
      );
    const own = await get("a", inv.a!.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await own.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Facture ${inv.a!.number}`);
    expect(new TextDecoder().decode((await readAttachment(bytes, "factur-x.xml"))!)).toContain(
      `<ram:ID>${inv.a!.number}</ram:ID>`,
    );
    expect((await get("a", inv.b!.id)).status).toBe(404);
    expect((await get(null, inv.a!.id)).status).toBe(401);
    expect((await get("af", inv.a!.id)).status).toBe(403);
    // By id as by list: an administrator off the report list is refused (issue 27).
    expect((await get("maListed", inv.b!.id)).status).toBe(200);
    expect((await get("tem", inv.b!.id)).status).toBe(403);
    expect((await get("adNotListed", inv.b!.id)).status).toBe(403);
    const note = createInvoicePdfHandler("credit_note", { db: async () => t.db });
    const getNote = (who: string) =>
      note(
        new Request(`http://127.0.0.1/api/credit-notes/${noteOfB}/pdf`, {
          headers: { authorization: `Bearer ${tok[who]}` },
        }),
        String(noteOfB),
      );
    expect((await getNote("b")).status).toBe(200);
    expect((await getNote("a")).status).toBe(404);
    expect((await getNote("adListed")).status).toBe(200);
    expect((await getNote("tem")).status).toBe(403);
  });

  it("reads one invoice by id under its list's rule: the report list, or its own advertiser", async () => {
    const one = (who: string) =>
      call("auth", `query($id: Int!) { invoice(id: $id) { invoice { number } } }`, {
        token: tok[who],
        variables: { id: inv.b!.id },
      });
    expect((await one("adListed")).body.errors).toBeUndefined();
    expect((await one("b")).body.errors).toBeUndefined();
    expect(codeOf((await one("tem")).body)).toBe("FORBIDDEN");
    expect(codeOf((await one("adNotListed")).body)).toBe("FORBIDDEN");
  });

  it("keeps the report lists to administrators on the report allow-list", async () => {
    const list = `{ invoices { total } }`;
    expect((await call("auth", list, { token: tok.adListed })).body.errors).toBeUndefined();
    expect((await call("auth", list, { token: tok.maListed })).body.errors).toBeUndefined();
    expect(codeOf((await call("auth", list, { token: tok.tem })).body)).toBe("FORBIDDEN");
    expect(codeOf((await call("auth", list, { token: tok.adNotListed })).body)).toBe("FORBIDDEN");
    expect(codeOf((await call("auth", list, { token: tok.a })).body)).toBe("FORBIDDEN");
    expect(codeOf((await call("auth", `{ creditNotes { total } }`, { token: tok.tem })).body)).toBe("FORBIDDEN");
  });

  it("lets only a listed full administrator record a payment", async () => {
    const pay = `mutation($id: Int!) { recordInvoicePayment(id: $id, reference: "VIR") { state } }`;
    expect(codeOf((await call("auth", pay, { token: tok.maListed, variables: { id: inv.a!.id } })).body)).toBe(
      "FORBIDDEN",
    );
    expect(codeOf((await call("auth", pay, { token: tok.tem, variables: { id: inv.a!.id } })).body)).toBe("FORBIDDEN");
    expect(codeOf((await call("auth", pay, { token: tok.a, variables: { id: inv.a!.id } })).body)).toBe("FORBIDDEN");
    const ok = await call<{ recordInvoicePayment: { state: string } }>("auth", pay, {
      token: tok.adListed,
      variables: { id: inv.a!.id },
    });
    expect(ok.body.data?.recordInvoicePayment.state).toBe("paid");
  });

  it("exports the accountant's CSV to the report list only", async () => {
    const csv = createAccountingExportHandler({ db: async () => t.db });
    const get = (who: string, q: string) =>
      csv(
        new Request(`http://127.0.0.1/api/invoices/export?${q}`, { headers: { authorization: `Bearer ${tok[who]}` } }),
      );
    const r = await get("adListed", "kind=invoices");
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toContain(inv.a!.number);
    // 4 × 25,00 € HT = 100,00 € + VAT 20,00 € = 120,00 €, as accounting software imports amounts.
    expect(text).toContain(";100.00;20.00;120.00;");
    expect((await get("adListed", "kind=credit_notes")).status).toBe(200);
    expect(await (await get("adListed", "kind=payments")).text()).toContain(inv.a!.number);
    expect((await get("tem", "kind=invoices")).status).toBe(403);
    expect((await get("adListed", "kind=nope")).status).toBe(400);
  });
});
