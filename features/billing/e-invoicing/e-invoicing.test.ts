import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issuedDocuments } from "@/features/billing/issued-documents";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { jobs } from "@/lib/db/schema";
import { runDueJobs } from "@/lib/jobs/runner";
import { legacyInvoiceTo } from "@/tests/helpers/invoice-fixtures";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { einvoiceDeposits, einvoiceEvents } from "./db";
import { httpPlatform } from "./server/http-platform";
import { einvoiceHandlers } from "./server/jobs";
import { lifecyclesOf } from "./server/deposits";
import { retryDeposit } from "./server/retry";
import { startStandInPlatform, type StandInPlatform } from "./stand-in/server";

const KNOWN_SIREN = "732829320";
const UNKNOWN_SIREN = "552100554";
const TOKEN = "stand-in-token";
const sha256 = (b: Uint8Array | string) => createHash("sha256").update(b).digest("hex");

describe.each(ENGINES)("e-invoicing through the approved platform on %s", (engine) => {
  let t: TestDb;
  let platform: StandInPlatform;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let platformUrl: string;
  let clock = Date.now();
  const handlers = einvoiceHandlers(() => httpPlatform(platformUrl, TOKEN));

  beforeAll(async () => {
    t = await createTestDb(engine);
    platform = await startStandInPlatform({ token: TOKEN, processMs: 5, unknownSirens: [UNKNOWN_SIREN] });
    platformUrl = platform.url;
    admin = await makeUser(t.db, "ad");
  });
  afterAll(async () => {
    await platform.close();
    await t.dispose();
  });

  const advertiser = (siren: string | null, extra: Record<string, string> = {}) =>
    makeUser(t.db, "an", {
      society: "Acme SAS",
      siren,
      address: "1 rue de la Paix",
      zipCode: "75002",
      city: "Paris",
      ...extra,
    });

  async function depositOf(invoiceId: number) {
    const [d] = await t.db.select().from(einvoiceDeposits).where(eq(einvoiceDeposits.invoiceId, invoiceId));
    return d;
  }

  /** Runs the e-invoicing jobs, an hour of queue time per round, until the deposit reaches `status`. */
  async function until(invoiceId: number, status: string) {
    for (let i = 0; i < 40; i++) {
      clock += 3_600_000;
      await runDueJobs(t.db, handlers, { now: new Date(clock) });
      if ((await depositOf(invoiceId))?.status === status) return depositOf(invoiceId);
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`invoice ${invoiceId} never reached ${status}: ${(await depositOf(invoiceId))?.status}`);
  }

  const eventsOf = (depositId: number) =>
    t.db.select().from(einvoiceEvents).where(eq(einvoiceEvents.depositId, depositId)).orderBy(einvoiceEvents.id);

  it("deposits an issued invoice's stored bytes, and records Déposée", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    expect((await depositOf(inv.id))?.status).toBe("pending");
    const d = (await until(inv.id, "deposited"))!;
    const sent = platform.deposits().find((p) => p.id === d.platformRef)!;
    const [stored] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    expect(sha256(sent.pdf!)).toBe(stored!.pdfSha256);
    expect(sha256(sent.xml)).toBe(stored!.xmlSha256);
    expect((await eventsOf(d.id)).map((e) => e.status)).toEqual(["deposited"]);
  });

  it("records Rejetée with the platform's reason when the buyer is not in its directory", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(UNKNOWN_SIREN), admin.id);
    const d = (await until(inv.id, "rejected"))!;
    const [event] = await eventsOf(d.id);
    expect(event).toMatchObject({ status: "rejected" });
    expect(event!.reason).toContain(UNKNOWN_SIREN);
  });

  it("records Rejetée when the buyer has no SIREN (BT-47)", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(null), admin.id);
    const d = (await until(inv.id, "rejected"))!;
    expect((await eventsOf(d.id))[0]!.reason).toContain("BT-47");
  });

  it("records Refusée with the buyer's reason", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    const d = (await until(inv.id, "deposited"))!;
    expect(platform.refuse(d.platformRef!, "Prestation non commandée")).toBe(true);
    await until(inv.id, "refused");
    expect((await eventsOf(d.id)).map((e) => [e.status, e.reason])).toEqual([
      ["deposited", null],
      ["refused", "Prestation non commandée"],
    ]);
  });

  it("sends Encaissée when a payment is recorded, and the documents stay byte-identical throughout", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    const [before] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    await until(inv.id, "deposited");
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: 1_000, reason: "gesture", comment: "" }, admin);
    await recordPayment(t.db, { invoiceId: inv.id, reference: "VIR-1" }, admin);
    const d = (await until(inv.id, "collected"))!;
    const sent = platform.deposits().find((p) => p.id === d.platformRef)!;
    expect(sent.events.map((e) => e.status)).toEqual(["deposited", "collected"]);
    const [after] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    expect([after!.pdfSha256, after!.xmlSha256]).toEqual([before!.pdfSha256, before!.xmlSha256]);
    expect(sha256(new Uint8Array(after!.pdf))).toBe(before!.pdfSha256);
  });

  it("deposits a credit note as its own document", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    const note = await issueCreditNote(
      t.db,
      { invoiceId: inv.id, htCents: 500, reason: "gesture", comment: "" },
      admin,
    );
    for (let i = 0; i < 10; i++) {
      clock += 3_600_000;
      await runDueJobs(t.db, handlers, { now: new Date(clock) });
      await new Promise((r) => setTimeout(r, 10));
    }
    const [d] = await t.db.select().from(einvoiceDeposits).where(eq(einvoiceDeposits.creditNoteId, note.id));
    expect(d).toMatchObject({ number: note.number, status: "deposited" });
  });

  it("does not deposit an invoice dated before the reform, and marks a buyer abroad out of scope", async () => {
    const early = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id, { issueDate: "2026-08-31" });
    expect(await depositOf(early.id)).toBeUndefined();
    const abroad = await legacyInvoiceTo(t.db, await advertiser(null, { country: "BE" }), admin.id);
    expect((await depositOf(abroad.id))?.status).toBe("out_of_scope");
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, "einvoice.deposit"));
    expect(queued.map((j) => Number(j.payload.depositId))).not.toContain((await depositOf(abroad.id))!.id);
  });

  it("keeps one copy on the platform when the platform was unreachable, and says why meanwhile", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    platformUrl = "http://127.0.0.1:9";
    clock += 3_600_000;
    await runDueJobs(t.db, handlers, { now: new Date(clock) });
    expect(await depositOf(inv.id)).toMatchObject({ status: "pending", platformRef: null });
    expect((await depositOf(inv.id))!.lastError).toContain("unreachable");
    platformUrl = platform.url;
    const d = (await until(inv.id, "deposited"))!;
    expect(d.lastError).toBeNull();
    expect(platform.deposits().filter((p) => p.number === d.number)).toHaveLength(1);
  });

  it("lets an administrator retry a deposit the queue gave up, and the platform still keeps one copy", async () => {
    const inv = await legacyInvoiceTo(t.db, await advertiser(KNOWN_SIREN), admin.id);
    platformUrl = "http://127.0.0.1:9";
    for (let i = 0; i < 10; i++) {
      clock += 86_400_000;
      await runDueJobs(t.db, handlers, { now: new Date(clock) });
    }
    const stalled = (await lifecyclesOf(t.db, "invoice", [inv.id])).get(inv.id)!;
    expect([stalled.status, stalled.stalled]).toEqual(["pending", true]);
    expect(stalled.lastError).toContain("unreachable");

    await retryDeposit(t.db, inv.id, { id: admin.id });
    expect((await lifecyclesOf(t.db, "invoice", [inv.id])).get(inv.id)!.stalled).toBe(false);
    await expect(retryDeposit(t.db, inv.id, { id: admin.id })).rejects.toMatchObject({
      extensions: { code: "DEPOSIT_IN_PROGRESS" },
    });
    platformUrl = platform.url;
    const d = (await until(inv.id, "deposited"))!;
    expect(platform.deposits().filter((p) => p.number === d.number)).toHaveLength(1);
    await expect(retryDeposit(t.db, inv.id, { id: admin.id })).rejects.toMatchObject({
      extensions: { code: "ALREADY_DEPOSITED" },
    });
  });
});
