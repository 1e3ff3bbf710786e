import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCertificate } from "@/features/billing/insertion-orders/server/certificate";
import { createOiPdfHandler } from "@/features/billing/insertion-orders/server/http";
import { sha256Hex } from "@/features/billing/insertion-orders/server/pdf";
import { verifySealedPdf } from "@/features/billing/insertion-orders/server/verify";
import { resetEnvCache } from "@/lib/config/env";
import { auditLog, oiDocuments, oiSignatures } from "@/lib/db/schema";
import { resetMailTransport } from "@/lib/mail/transport";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient } from "@/tests/helpers/api";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { solidPng } from "@/tests/helpers/png";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createTestDb, seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const TERMS = {
  title: "Ordre d'insertion — Assurance santé",
  program_id: null,
  model: "CPL",
  price_cents: 1234,
  volume: 1000,
  starts_on: "2026-12-01",
  ends_on: "2027-02-28",
  terms: "Diffusion e-mail uniquement.",
};
const PNG = `data:image/png;base64,${solidPng(40, 20, [20, 30, 120]).toString("base64")}`;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  resetEnvCache();
  resetMailTransport();
});
afterAll(() => sink?.close());

describe.each(ENGINES)("insertion orders on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tok = {} as Record<"ad" | "tem" | "ma" | "an" | "an2" | "af", string>;
  const ids = {} as Record<"an" | "an2", number>;
  let pdfHandler: ReturnType<typeof createOiPdfHandler>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    pdfHandler = createOiPdfHandler({ db: async () => t.db });
    for (const law of ["ad", "tem", "ma", "an", "af"] as const)
      tok[law] = await sessionTokenFor(await makeUser(t.db, law));
    const an = await makeUser(t.db, "an", { society: "Santé Plus" });
    const an2 = await makeUser(t.db, "an");
    ids.an = an.id;
    ids.an2 = an2.id;
    tok.an = await sessionTokenFor(an);
    tok.an2 = await sessionTokenFor(an2);
  });
  afterAll(() => t?.dispose());

  const gql = <T = Record<string, unknown>>(who: keyof typeof tok | null, query: string, variables = {}) =>
    call<T>("auth", query, { token: who ? tok[who] : undefined, variables });

  async function send(who: "ad" | "tem" | "ma" = "ad", advertiser = ids.an): Promise<number> {
    const r = await gql<{ createOi: { code: string; id: number } }>(
      who,
      `mutation($u: Int!, $i: OiTermsInput!) { createOi(id_utilisateur: $u, input: $i) { code id } }`,
      { u: advertiser, i: TERMS },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createOi.code).toBe("OK");
    return r.body.data!.createOi.id;
  }

  async function pdf(who: keyof typeof tok | null, id: number) {
    const headers: Record<string, string> = who ? { authorization: `Bearer ${tok[who]}` } : {};
    return pdfHandler(new Request(`http://127.0.0.1/api/oi/${id}/pdf`, { headers }), String(id));
  }

  async function sign(who: "an" | "an2", id: number, over: Record<string, unknown> = {}) {
    const res = await pdf("an", id);
    const hash = res.status === 200 ? sha256Hex(new Uint8Array(await res.arrayBuffer())) : "0".repeat(64);
    const r = await gql<{ signOi: string }>(
      who,
      `mutation($id: Int!, $i: OiSignInput!) { signOi(id: $id, input: $i) }`,
      {
        id,
        i: { document_sha256: hash, consent: true, method: "drawn", signature_png: PNG, ...over },
      },
    );
    return r.body.data?.signOi ?? r.body.errors?.[0]?.extensions?.code;
  }

  const move = async (op: "processOi" | "cancelOi", id: number, who: keyof typeof tok = "ad") => {
    const args = op === "cancelOi" ? `id: ${id}, reason: "Campagne reportée"` : `id: ${id}`;
    const r = await gql<Record<string, string>>(who, `mutation { ${op}(${args}) }`);
    return r.body.data?.[op] ?? r.body.errors?.[0]?.extensions?.code;
  };
  const count = async (who: keyof typeof tok, field: string) =>
    (await gql<Record<string, { nb: number }>>(who, `{ n: ${field} { nb } }`)).body.data!.n!.nb;

  it("sends an OI: to_sign, e-mailed to the advertiser, audited", async () => {
    const id = await send();
    const [row] = await t.db.select().from(oiDocuments).where(eq(oiDocuments.id, id));
    expect(row!.status).toBe("to_sign");
    expect(row!.sentAt).not.toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "oi_sent"), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
    const mail = sink.messages.find((m) => m.raw.includes("Assurance sant"));
    expect(mail).toBeDefined();
  });

  it("serves a valid PDF that renders the same bytes for the same version", async () => {
    const id = await send();
    const a = new Uint8Array(await (await pdf("an", id)).arrayBuffer());
    const b = new Uint8Array(await (await pdf("ad", id)).arrayBuffer());
    expect(sha256Hex(a)).toBe(sha256Hex(b));
    const doc = await PDFDocument.load(a);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Ordre d'insertion n° ${id}`);
  });

  it("signs: the sealed PDF verifies, carries an audit page, and a changed byte is detected", async () => {
    const id = await send();
    expect(await sign("an", id)).toBe("OK");
    const [s] = await t.db.select().from(oiSignatures).where(eq(oiSignatures.oiId, id));
    const sealed = s!.sealedPdf;
    const expectation = { certificateFingerprint: platformCertificate().fingerprint, storedSha256: s!.sealedSha256 };
    expect(verifySealedPdf(sealed, expectation)).toEqual({ intact: true, check: "ok" });
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe(2);
    for (const at of [200, Math.floor(sealed.length / 2), sealed.length - 20]) {
      const changed = Buffer.from(sealed);
      changed[at] = changed[at]! ^ 0x01;
      expect(verifySealedPdf(changed, { certificateFingerprint: expectation.certificateFingerprint }).intact).toBe(
        false,
      );
      expect(verifySealedPdf(changed, expectation).check).toBe("stored_hash_mismatch");
    }
    const appended = Buffer.concat([sealed, Buffer.from("\n% later\n")]);
    expect(verifySealedPdf(appended, { certificateFingerprint: expectation.certificateFingerprint }).check).toBe(
      "byte_range",
    );
    const integrity = await gql<{ oiIntegrity: { intact: boolean } }>(
      "ad",
      `{ oiIntegrity(id: ${id}) { intact check } }`,
    );
    expect(integrity.body.data!.oiIntegrity.intact).toBe(true);
    // What the advertiser downloads now is the sealed file.
    const served = Buffer.from(await (await pdf("an", id)).arrayBuffer());
    expect(served.equals(sealed)).toBe(true);
  });

  it("the admin badge turns when the stored PDF is altered", async () => {
    const id = await send();
    expect(await sign("an", id)).toBe("OK");
    await t.db.execute(
      sql`update oi_signatures set sealed_pdf = overlay(sealed_pdf placing '\\x20'::bytea from 300 for 1) where oi_id = ${id}`,
    );
    const r = await gql<{ oiIntegrity: { intact: boolean } }>("ad", `{ oiIntegrity(id: ${id}) { intact check } }`);
    expect(r.body.data!.oiIntegrity.intact).toBe(false);
  });

  it("signs with a typed name when the consent box is ticked, and refuses without consent", async () => {
    const id = await send();
    expect(
      await sign("an", id, { method: "typed", signature_png: null, typed_name: "Jeanne Test", consent: false }),
    ).toBe("BAD_USER_INPUT");
    expect(await sign("an", id, { method: "typed", signature_png: null, typed_name: "Jeanne Test" })).toBe("OK");
    const [s] = await t.db.select().from(oiSignatures).where(eq(oiSignatures.oiId, id));
    expect(s!.method).toBe("typed");
  });

  it("refuses a signature of an older version (the OI changed since it was read)", async () => {
    const id = await send();
    const before = sha256Hex(new Uint8Array(await (await pdf("an", id)).arrayBuffer()));
    const upd = await gql<{ updateOi: string }>(
      "ad",
      `mutation($i: OiTermsInput!) { updateOi(id: ${id}, input: $i) }`,
      {
        i: { ...TERMS, volume: 2000 },
      },
    );
    expect(upd.body.data!.updateOi).toBe("OK");
    const r = await gql<{ signOi: string }>("an", `mutation($i: OiSignInput!) { signOi(id: ${id}, input: $i) }`, {
      i: { document_sha256: before, consent: true, method: "drawn", signature_png: PNG },
    });
    expect(r.body.data!.signOi).toBe("DOCUMENT_CHANGED");
  });

  it("cannot sign twice", async () => {
    const id = await send();
    expect(await sign("an", id)).toBe("OK");
    expect(await sign("an", id)).toBe("INVALID_STATE");
    expect(await t.db.$count(oiSignatures, eq(oiSignatures.oiId, id))).toBe(1);
  });

  it("cannot process an unsigned OI; processes a signed one", async () => {
    const id = await send();
    expect(await move("processOi", id)).toBe("INVALID_STATE");
    expect(await sign("an", id)).toBe("OK");
    expect(await move("processOi", id)).toBe("OK");
    expect(await move("processOi", id)).toBe("INVALID_STATE");
    expect(await move("cancelOi", id)).toBe("INVALID_STATE");
  });

  it("cancelled is final", async () => {
    const id = await send();
    expect(await move("cancelOi", id)).toBe("OK");
    expect(await sign("an", id)).toBe("INVALID_STATE");
    expect(await move("processOi", id)).toBe("INVALID_STATE");
    expect(await move("cancelOi", id)).toBe("INVALID_STATE");
    const upd = await gql<{ updateOi: string }>(
      "ad",
      `mutation($i: OiTermsInput!) { updateOi(id: ${id}, input: $i) }`,
      {
        i: TERMS,
      },
    );
    expect(upd.body.data!.updateOi).toBe("NOT_EDITABLE");
  });

  it("audits every transition", async () => {
    const id = await send();
    await sign("an", id);
    await move("processOi", id);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(actions.map((a) => a.action).sort()).toEqual(["oi_processed", "oi_sent", "oi_signed"]);
  });

  it("the bell counts follow: to sign for the advertiser, signed waiting for the administrators", async () => {
    const toSign = await count("an", `getDocumentOiASigneAn(id_utilisateur: ${ids.an})`);
    const waiting = await count("ad", "getDocumentOiAttent");
    const id = await send();
    expect(await count("an", `getDocumentOiASigneAn(id_utilisateur: ${ids.an})`)).toBe(toSign + 1);
    await sign("an", id);
    expect(await count("an", `getDocumentOiASigneAn(id_utilisateur: ${ids.an})`)).toBe(toSign);
    expect(await count("ad", "getDocumentOiAttent")).toBe(waiting + 1);
    await move("processOi", id);
    expect(await count("ad", "getDocumentOiAttent")).toBe(waiting);
  });

  it("an advertiser reads and signs only its own OIs; a stranger gets not found", async () => {
    const id = await send();
    // One OI by id is an administrators' field; the advertiser's own come through myOiDocuments.
    const other = await gql("an2", `{ oiDocument(id: ${id}) { id } }`);
    expect(other.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const mine = await gql<{ myOiDocuments: { id: number }[] }>("an2", `{ myOiDocuments { id } }`);
    expect(mine.body.data!.myOiDocuments.map((o) => o.id)).not.toContain(id);
    expect(await sign("an2", id)).toBe("NOT_FOUND");
    expect((await pdf("an2", id)).status).toBe(404);
    expect((await pdf("af", id)).status).toBe(404);
    expect((await pdf(null, id)).status).toBe(401);
    expect((await pdf("an", id)).status).toBe(200);
  });

  it.each(["tem", "ma"] as const)("%s: lists, sends and processes OIs like every administrator", async (who) => {
    const id = await send(who);
    const list = await gql<{ oiDocuments: { id: number }[] }>(who, `{ oiDocuments { id } }`);
    expect(list.body.data!.oiDocuments.map((o) => o.id)).toContain(id);
    expect((await pdf(who, id)).status).toBe(200);
    await sign("an", id);
    expect(await move("processOi", id, who)).toBe("OK");
  });

  it.each(["an", "af"] as const)("%s is refused the administrators' fields", async (who) => {
    const r = await gql(who, `{ oiDocuments { id } }`);
    expect(r.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await move("processOi", 1, who)).toBe("FORBIDDEN");
  });
});

describe("insertion orders of the demo seed", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb("pglite", { now: new Date("2026-11-21T00:00:00Z"), members: 10 });
  }, 300_000); // the whole demo seed, on a machine that may be busy
  afterAll(() => t?.dispose());

  it("holds OIs in every state", async () => {
    const rows = await t.db.select({ status: oiDocuments.status }).from(oiDocuments);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["to_sign", "signed", "processed", "cancelled"]));
  });

  it("seals a signed OI whose PDF verifies with the platform certificate", async () => {
    const sealed = await t.db
      .select({ pdf: oiSignatures.sealedPdf, sha: oiSignatures.sealedSha256, status: oiDocuments.status })
      .from(oiSignatures)
      .innerJoin(oiDocuments, eq(oiDocuments.id, oiSignatures.oiId));
    expect(sealed.map((s) => s.status)).toContain("signed");
    for (const s of sealed)
      expect(
        verifySealedPdf(s.pdf, { certificateFingerprint: platformCertificate().fingerprint, storedSha256: s.sha }),
      ).toEqual({ intact: true, check: "ok" });
  });
});
