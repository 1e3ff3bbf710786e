import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveBankDetails } from "@/features/identity/bank-details/server/save";
import { auditLog, bankDetails, bankDetailsVersions } from "@/lib/db/schema";
import { bankDetailsSchema } from "@/lib/validation/bank-details";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { resetEnvCache } from "@/lib/config/env";
import { resetMailTransport } from "@/lib/mail/transport";
import { startSmtpSink } from "@/tests/helpers/smtp-sink";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const issues = (input: unknown) => {
  const r = bankDetailsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const fr = { kind: "fr", accountOwner: "Leroy Médias", bankName: "Crédit Agricole" };
const intl = { kind: "intl", accountOwner: "Moreau Digital", bankName: "ING", vatSubject: false };

describe("bank details rules (spec section 5)", () => {
  it("accepts a RIB of 23 characters with its key", () => {
    expect(issues({ ...fr, rib: "30006000011234567890189" })).toEqual([]);
  });
  it("refuses a RIB with a wrong key", () => {
    expect(issues({ ...fr, rib: "30006000011234567890188" })).toEqual(["ribKey"]);
  });
  it("refuses a RIB with spaces or of the wrong length", () => {
    expect(issues({ ...fr, rib: "30006 00001 12345678901 89" })).toEqual(["rib"]);
    expect(issues({ ...fr, rib: "3000600001123456789018" })).toEqual(["rib"]);
  });
  it("accepts a valid IBAN and SWIFT of 8 or 11", () => {
    expect(issues({ ...intl, iban: "BE71096123456769", swift: "BBRUBEBB" })).toEqual([]);
    expect(issues({ ...intl, iban: "DE89370400440532013000", swift: "COBADEFFXXX" })).toEqual([]);
  });
  it("refuses an IBAN whose mod-97 check fails, or outside 14–34", () => {
    expect(issues({ ...intl, iban: "BE71096123456768", swift: "BBRUBEBB" })).toEqual(["ibanChecksum"]);
    expect(issues({ ...intl, iban: "BE7109612345", swift: "BBRUBEBB" })).toEqual(["iban"]);
  });
  it("refuses a SWIFT of 9 characters", () => {
    expect(issues({ ...intl, iban: "BE71096123456769", swift: "BBRUBEBBX" })).toEqual(["swift"]);
  });
  it("asks the VAT number when subject to VAT", () => {
    expect(issues({ ...intl, iban: "BE71096123456769", swift: "BBRUBEBB", vatSubject: true })).toEqual([
      "vatNumberRequired",
    ]);
  });
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

describe.each(ENGINES)("bank details changes on %s", (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t?.dispose());

  it("each change keeps a version, is audited masked and e-mailed masked to the holder", async () => {
    const u = await makeUser(t.db, "af");
    expect(await saveBankDetails(t.db, { id: u.id }, u.id, { ...fr, kind: "fr", rib: "30006000011234567890189" })).toBe(
      "added",
    );
    expect(
      await saveBankDetails(t.db, { id: u.id }, u.id, {
        ...intl,
        kind: "intl",
        iban: "BE71096123456769",
        swift: "BBRUBEBB",
        vatSubject: true,
        vatNumber: "BE0123456789",
      }),
    ).toBe("changed");
    const versions = await t.db.select().from(bankDetailsVersions).where(eq(bankDetailsVersions.userId, u.id));
    expect(versions).toHaveLength(2);
    expect(versions.filter((v) => v.validUntil == null)).toMatchObject([{ kind: "intl", iban: "BE71096123456769" }]);
    const [current] = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, u.id));
    expect(current).toMatchObject({ kind: "intl", swift: "BBRUBEBB" });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "bank_details_changed"), eq(auditLog.targetId, String(u.id))));
    expect(audits).toHaveLength(2);
    const text = JSON.stringify(audits.map((a) => a.details));
    expect(text).not.toContain("30006000011234567890189");
    expect(text).not.toContain("BE71096123456769");
    expect(text).toContain("0189");
    expect(text).toContain("6769");
    const mails = sink.messages.filter((m) => m.to.includes(u.email.toLowerCase())).map((m) => m.raw);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => !m.includes("BE71096123456769") && !m.includes("30006000011234567890189"))).toBe(true);
    expect(mails.some((m) => m.includes("6769"))).toBe(true);
  });
});
