import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { createInvoicePdfHandler } from "@/features/billing/invoices/server/http";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { readAttachment } from "@/features/billing/invoices/server/pdf/read-attachment";
import { invoices, users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { legacyInvoiceTo } from "@/tests/helpers/invoice-fixtures";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { refusal } from "@/tests/helpers/refusal";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { issuedDocuments } from "./db";

const sha256 = (b: Uint8Array | string) => createHash("sha256").update(b).digest("hex");

describe.each(ENGINES)("issued documents never change on %s", (engine) => {
  let t: TestDb;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let client: Awaited<ReturnType<typeof makeUser>>;
  let adminToken = "";

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad", { email: "admin@weedo.test" });
    client = await makeUser(t.db, "an", { society: "Client Immuable" });
    adminToken = await sessionTokenFor(admin);
  });
  afterAll(() => t.dispose());

  /** A MyAffil invoice of `quantity` leads at 25 € to `to` (the shared client unless said). */
  const issue = (quantity = 4, to: { idClienMyaffil: number | null } = client) =>
    legacyInvoiceTo(t.db, to, admin.id, { quantity });

  async function download(kind: "invoice" | "credit_note", id: number): Promise<Buffer> {
    const res = await createInvoicePdfHandler(kind, { db: async () => t.db })(
      new Request("http://127.0.0.1/api/x", { headers: { authorization: `Bearer ${adminToken}` } }),
      String(id),
    );
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it("serves an invoice's PDF and XML byte for byte after a credit note, a payment and a buyer's change", async () => {
    const inv = await issue();
    const before = await download("invoice", inv.id);
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: 1_000, reason: "gesture", comment: "" }, admin);
    await recordPayment(t.db, { invoiceId: inv.id, reference: "VIR-1" }, admin);
    await t.db.update(users).set({ vatIntra: "FR40303265045", society: "Nouveau nom" }).where(eq(users.id, client.id));
    const after = await download("invoice", inv.id);
    expect(sha256(after)).toBe(sha256(before));
    const xml = new TextDecoder().decode((await readAttachment(after, "factur-x.xml"))!);
    expect(xml).not.toContain("TotalPrepaidAmount");
    const [row] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    expect(row!.pdfSha256).toBe(sha256(before));
    expect(row!.xml).toBe(xml);
    expect(row!.xmlSha256).toBe(sha256(xml));
  });

  it("stores a credit note when it is issued, naming its invoice", async () => {
    const inv = await issue(2);
    const note = await issueCreditNote(
      t.db,
      { invoiceId: inv.id, htCents: null, reason: "gesture", comment: "" },
      admin,
    );
    const [row] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.creditNoteId, note.id));
    expect(row!.number).toBe(note.number);
    expect(row!.xml).toContain(`<ram:IssuerAssignedID>${inv.number}</ram:IssuerAssignedID>`);
    expect(sha256(await download("credit_note", note.id))).toBe(row!.pdfSha256);
  });

  it("refuses to update or delete an issued document, in the database itself", async () => {
    const inv = await issue(3);
    const where = sql`where invoice_id = ${inv.id}`;
    expect(await refusal(t.db, sql`update issued_documents set xml = '' ${where}`)).toMatch(/append-only/);
    expect(await refusal(t.db, sql`delete from issued_documents ${where}`)).toMatch(/append-only/);
  });

  it("writes an invoice issued before the store at its first download, and serves those bytes after", async () => {
    const inv = await issue(5);
    // An older invoice: its row and lines, no stored document (TRUNCATE is the owner's maintenance).
    await t.db.execute(sql`truncate issued_documents`);
    const first = await download("invoice", inv.id);
    await recordPayment(t.db, { invoiceId: inv.id, reference: "VIR-2" }, admin);
    expect(sha256(await download("invoice", inv.id))).toBe(sha256(first));
  });

  it("names the buyer's own SIREN before the one its VAT number would give", async () => {
    const company = await makeUser(t.db, "an", { society: "Sans TVA", vatIntra: null, siren: "812345676" });
    expect((await buyerOf(t.db, "perf", company.idClienMyaffil!)).siren).toBe("812345676");
  });

  it("names the buyer's SIREN, read from its French VAT number, in the stored XML (BT-47)", async () => {
    const company = await makeUser(t.db, "an", { society: "Banque Exemple", vatIntra: "FR 44 732 829 320" });
    const buyer = await buyerOf(t.db, "perf", company.idClienMyaffil!);
    expect(buyer.siren).toBe("732829320");
    const inv = await issue(1, company);
    const [stored] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    const party = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(stored!.xml)![0];
    expect(party).toContain('<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">732829320</ram:ID>');
  });

  it("freezes the buyer's address in the e-invoice's fields at issue (BT-50, BT-53, BT-52, BT-55)", async () => {
    const company = await makeUser(t.db, "an", { society: "Assur Lyon" });
    await t.db
      .update(users)
      .set({ address: "1 place Bellecour", zipCode: "69002", city: "Lyon", country: "FR" })
      .where(eq(users.id, company.id));
    const inv = await issue(1, company);
    // The client moves afterwards: the invoice keeps the address it was issued to.
    await t.db.update(users).set({ city: "Paris", zipCode: "75002" }).where(eq(users.id, company.id));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect([row!.buyerLine1, row!.buyerPostcode, row!.buyerCity, row!.buyerCountry]).toEqual([
      "1 place Bellecour",
      "69002",
      "Lyon",
      "FR",
    ]);
    const [stored] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    const party = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(stored!.xml)![0];
    expect(party).toContain(
      "<ram:PostcodeCode>69002</ram:PostcodeCode><ram:LineOne>1 place Bellecour</ram:LineOne><ram:CityName>Lyon</ram:CityName><ram:CountryID>FR</ram:CountryID>",
    );
  });
});
