import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateMonth } from "@/features/billing/billing-months/server/validate";
import { createInvoiceServeHandler, createInvoiceUploadHandler } from "@/features/billing/invoice-calls/server/http";
import { invoiceCalls } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { makeUser, realPdf, rollupDay } from "@/tests/helpers/money-fixtures";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";

type U = Awaited<ReturnType<typeof makeUser>>;

describe("invoice upload and download over HTTP", () => {
  let t: TestDb;
  let owner: U;
  let stranger: U;
  let advertiser: U;
  let admin: U;
  let callId: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-calls-http-"));
  const opts = () => ({ db: async () => t.db, dataDir: () => dataDir });

  async function post(who: U, file: { name: string; type: string; bytes: Uint8Array }) {
    const form = new FormData();
    form.set("invoice", new File([file.bytes as BlobPart], file.name, { type: file.type }));
    const req = new Request(`http://portal.test/api/invoice-calls/${callId}/invoice`, {
      method: "POST",
      body: form,
      headers: { cookie: `weedo_session=${await sessionTokenFor(who)}`, "x-weedo-csrf": "1" },
    });
    const res = await createInvoiceUploadHandler(opts())(req, String(callId));
    return { status: res.status, code: ((await res.json()) as { code: string }).code };
  }
  async function get(who: U) {
    const req = new Request(`http://portal.test/api/invoice-calls/${callId}/invoice`, {
      headers: { cookie: `weedo_session=${await sessionTokenFor(who)}` },
    });
    return createInvoiceServeHandler(opts())(req, String(callId));
  }

  beforeAll(async () => {
    t = await createTestDb("pglite");
    admin = await makeUser(t.db, "ad");
    owner = await makeUser(t.db, "af");
    stranger = await makeUser(t.db, "af");
    advertiser = await makeUser(t.db, "an");
    await rollupDay(t.db, {
      day: "2026-06-02",
      advertiser: advertiser.idClienMyaffil!,
      publisher: owner.idClienMyaffil!,
      program: 9,
      leads: 4,
      revenueCents: 800,
      payoutCents: 500,
    });
    await validateMonth(t.db, admin, { platform: "perf", month: "2026-06" });
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.publisherUserId, owner.id));
    callId = c!.id;
  });
  afterAll(() => t?.dispose());

  it("a text file named .pdf and typed application/pdf is refused as NOT_PDF (415)", async () => {
    const bytes = new TextEncoder().encode("plain text");
    expect(await post(owner, { name: "facture.pdf", type: "application/pdf", bytes })).toEqual({
      status: 415,
      code: "NOT_PDF",
    });
  });

  it("another publisher's call answers 404, an advertiser 403", async () => {
    const file = { name: "f.pdf", type: "application/pdf", bytes: await realPdf() };
    expect(await post(stranger, file)).toEqual({ status: 404, code: "NOT_FOUND" });
    expect((await post(advertiser, file)).status).toBe(403);
  });

  it("the owner's PDF is stored, then served to the owner and administrators only", async () => {
    const bytes = await realPdf("Facture HTTP");
    expect(await post(owner, { name: "facture.pdf", type: "application/pdf", bytes })).toEqual({
      status: 200,
      code: "OK",
    });
    const mine = await get(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await get(admin)).status).toBe(200);
    expect((await get(stranger)).status).toBe(404);
    expect((await get(advertiser)).status).toBe(403);
  });
});
