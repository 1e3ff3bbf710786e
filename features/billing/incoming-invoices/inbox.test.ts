import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpPlatform } from "@/features/billing/e-invoicing/server/http-platform";
import { startStandInPlatform, type StandInPlatform } from "@/features/billing/e-invoicing/stand-in/server";
import { seller } from "@/features/billing/invoices/server/pdf/seller";
import { billingMonths, invoiceCalls, users } from "@/lib/db/schema";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { einvoiceInbox } from "./db";
import { pullInbox, refileInbox } from "./server/inbox";
import { listInbox } from "./server/inbox-list";
import { supplierFacturX } from "@/tests/helpers/supplier-invoice";

const SIREN = "732829320";

describe.each(ENGINES)("invoices received through the approved platform on %s", (engine) => {
  let t: TestDb;
  let platform: StandInPlatform;
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-inbox-"));

  beforeAll(async () => {
    t = await createTestDb(engine);
    platform = await startStandInPlatform({ processMs: 1, inboxSiren: seller().siren });
  });
  afterAll(async () => {
    await platform.close();
    await t.dispose();
  });

  /** A supplier deposits its Factur-X to us on the platform; resolves once the platform has taken it. */
  async function supplierDeposits(siren: string, htCents: number, number: string) {
    const doc = await supplierFacturX({
      publisher: { name: "Leroy Médias", siren, vatId: "", line1: "3 rue des Lilas", postcode: "69003", city: "Lyon" },
      number,
      issueDate: "2026-12-01",
      month: "2026-11",
      htCents,
    });
    const client = httpPlatform(platform.url, undefined);
    const { ref } = await client.deposit({
      number,
      filename: `${number}.pdf`,
      pdf: doc.pdf,
      xml: doc.xml,
      idempotencyKey: number,
    });
    for (let i = 0; i < 50 && !(await client.events(ref)).length; i++) await new Promise((r) => setTimeout(r, 5));
    return ref;
  }

  it("files a supplier's Factur-X against its publisher's waiting call, once, and keeps one it cannot file", async () => {
    const pub = await makeUser(t.db, "af", { siren: SIREN });
    await t.db
      .insert(billingMonths)
      .values({ platform: "perf", month: "2026-11-01", status: "validated", validatedAt: new Date() });
    const [call] = await t.db
      .insert(invoiceCalls)
      .values({
        platform: "perf",
        month: "2026-11-01",
        publisherClientId: pub.idClienMyaffil!,
        publisherUserId: pub.id,
        amountCents: 250_000,
      })
      .returning();
    const matched = await supplierDeposits(SIREN, 250_000, "LM-2026-200");
    const stranger = await supplierDeposits("552100554", 10_000, "XX-1");

    expect(await pullInbox(t.db, httpPlatform(platform.url, undefined), dataDir)).toEqual({
      received: 2,
      matched: 1,
      unmatched: 1,
      unreadable: 0,
    });
    const [filed] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, call!.id));
    expect(filed).toMatchObject({
      status: "submitted",
      invoiceFormat: "facturx",
      invoiceNumber: "LM-2026-200",
      invoiceMatch: { ok: true },
    });
    const rows = await t.db.select().from(einvoiceInbox).orderBy(einvoiceInbox.id);
    expect(rows.map((r) => [r.ref, r.status, r.callId])).toEqual([
      [matched, "matched", call!.id],
      [stranger, "unmatched", null],
    ]);
    expect(rows[1]!.reason).toBe("no publisher with SIREN 552100554");
    // The next pull starts after them: nothing is filed twice.
    expect(await pullInbox(t.db, httpPlatform(platform.url, undefined), dataDir)).toMatchObject({ received: 0 });
  });

  it("keeps what it could not file and files it again once the publisher's SIREN is on its account", async () => {
    const admin = await makeUser(t.db, "ad");
    const pub = await makeUser(t.db, "af", { siren: null });
    await t.db
      .insert(billingMonths)
      .values({ platform: "perf", month: "2026-10-01", status: "validated", validatedAt: new Date() })
      .onConflictDoNothing();
    const [call] = await t.db
      .insert(invoiceCalls)
      .values({
        platform: "perf",
        month: "2026-10-01",
        publisherClientId: pub.idClienMyaffil!,
        publisherUserId: pub.id,
        amountCents: 80_000,
      })
      .returning();
    await supplierDeposits("443061841", 80_000, "PR-2026-031");
    await pullInbox(t.db, httpPlatform(platform.url, undefined), dataDir);
    const kept = (await listInbox(t.db, { status: "unmatched" })).rows.find((r) => r.number === "PR-2026-031")!;
    expect(kept.reason).toBe("no publisher with SIREN 443061841");
    const [stored] = await t.db.select().from(einvoiceInbox).where(eq(einvoiceInbox.id, kept.id));
    expect(stored!.document?.length).toBeGreaterThan(1000);

    await t.db.update(users).set({ siren: "443061841" }).where(eq(users.id, pub.id));
    expect(await refileInbox(t.db, kept.id, dataDir, { id: admin.id })).toMatchObject({
      status: "matched",
      callId: call!.id,
    });
    const [after] = await t.db.select().from(einvoiceInbox).where(eq(einvoiceInbox.id, kept.id));
    expect([after!.status, after!.reason, after!.document]).toEqual(["matched", null, null]);
    const [filed] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, call!.id));
    expect(filed).toMatchObject({ status: "submitted", invoiceNumber: "PR-2026-031" });
    await expect(refileInbox(t.db, kept.id, dataDir, { id: admin.id })).rejects.toMatchObject({
      extensions: { code: "ALREADY_MATCHED" },
    });
    const listed = (await listInbox(t.db, { status: "matched" })).rows.find((r) => r.id === kept.id)!;
    expect([listed.callUserId, listed.callClientId]).toEqual([pub.id, pub.idClienMyaffil]);
  });
});
