import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarsDir } from "@/features/identity/profile/server/image-store";
import { createImageServeHandler, createImageUploadHandler } from "@/features/identity/profile/server/image-http";
import { auditLog, bankDetails, users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/auth";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { callerFromToken } from "@/lib/session/current-user";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, type Query } from "@/tests/helpers/api";
import { pixelsOf, POLYGLOT_HTML, polyglotPng, solidPng } from "@/tests/helpers/png";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { PROFILE_MESSAGES } from "@/lib/validation/profile";
import en from "@/messages/en";
import fr from "@/messages/fr";

const MY_PROFILE = graphql(`
  {
    myProfile {
      id
      email
      law
      accountType
      image
      lastname
      firstname
      countryCode
      phone
      address
      city
      zipCode
      country
      companyName
      themes
      broadcastType
      secureTracking
      practices {
        newsletter
        other
      }
      bankDetails {
        kind
        accountOwner
        bankName
        rib
        iban
        swift
        vatSubject
        vatNumber
      }
    }
  }
`);
const UPDATE = graphql(`
  mutation ($input: ProfileInput!) {
    updateProfile(input: $input) {
      city
      phone
      themes
      broadcastType
    }
  }
`);
const BANK = graphql(`
  mutation ($input: BankDetailsInput!) {
    updateBankDetails(input: $input) {
      bankDetails {
        kind
        rib
        iban
        swift
        vatSubject
        vatNumber
      }
    }
  }
`);
const CHANGE = graphql(`
  mutation ($c: String!, $n: String!) {
    changePassword(currentPassword: $c, newPassword: $n) {
      code
    }
  }
`);
const LOGIN = graphql(`
  mutation ($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      code
    }
  }
`);

type ApiError = { extensions?: { code?: string; fields?: Record<string, string> } };
const fieldsOf = (body: { errors?: ApiError[] }) => body.errors?.[0]?.extensions?.fields;

/** A full, valid profile of a publisher (what the form sends). */
const publisherInput = (over: Record<string, unknown> = {}) => ({
  lastname: "Leroy",
  firstname: "Émile",
  countryCode: "FR",
  phone: "06 12 34 56 78",
  address: "12 rue de la Paix",
  language: "fr",
  city: "Lyon",
  zipCode: "69002",
  country: "FR",
  companyName: "Leroy Médias",
  businessSector: "Médias",
  jobFunction: "Gérant",
  vatIntra: "fr44732829320",
  broadcastType: "mailing",
  websiteUrl: "https://leroy-medias.fr",
  themes: ["sante", "voyage"],
  practices: {
    newsletter: true,
    dedicated_emails: false,
    targeted_geolocated_mailings: false,
    incentive: false,
    click_validation: false,
    co_registration: false,
    white_label: false,
    site_under: false,
    other: false,
  },
  remunerationType: "cpl",
  minimumStatus: "company",
  secureTracking: true,
  ...over,
});

describe.each(ENGINES)("profile on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens: Record<number, string> = {};
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-profile-"));
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const tokenOf = async (id: number) => (tokens[id] ??= await sessionTokenFor(await row(id)));
  const as = async <TData = Record<string, unknown>>(
    id: number,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("auth", query, { token: await tokenOf(id), variables });
  /** The demo seed writes a year of audit entries: the tests read only what they caused. */
  let seededUpTo = 0;
  const audits = async (id: number, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, id), eq(auditLog.action, action), gt(auditLog.id, seededUpTo)))
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    resetRateLimits();
    t = await seededTestDb(engine);
    const [last] = await t.db.select({ n: max(auditLog.id) }).from(auditLog);
    seededUpTo = last?.n ?? 0;
    call = apiClient(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads the caller's own profile, bank details only for a publisher", async () => {
    const af = (await as(6, MY_PROFILE)).body.data!.myProfile;
    expect(af).toMatchObject({
      id: 6,
      email: "editeur@weedo.test",
      law: "af",
      accountType: "af",
      lastname: "Leroy",
      companyName: "Leroy Médias",
    });
    // The seed keeps a dialling prefix: the profile answers the country the form offers.
    expect(af.countryCode).toBe("FR");
    expect(af.practices).toEqual({ newsletter: false, other: false });
    expect(af.bankDetails).toMatchObject({ kind: "fr", bankName: "Crédit Agricole", rib: "30006000011234567890189" });
    const an = (await as(4, MY_PROFILE)).body.data?.myProfile;
    expect(an).toMatchObject({ id: 4, accountType: "an", bankDetails: null });
    expect((await as(1, MY_PROFILE)).body.data?.myProfile.accountType).toBe("staff");
    expect(codeOf((await call("auth", MY_PROFILE)).body)).toBe("UNAUTHENTICATED");
  });

  it("saves a valid profile of the caller, in E.164 and upper case, with an audit row naming the changes", async () => {
    const r = await as(6, UPDATE, { input: publisherInput() });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.updateProfile).toEqual({
      city: "Lyon",
      phone: "+33612345678",
      themes: ["sante", "voyage"],
      broadcastType: "mailing",
    });
    const u = await row(6);
    expect(u).toMatchObject({
      city: "Lyon",
      zipCode: "69002",
      countryCode: "FR",
      vatIntra: "FR44732829320",
      secureTracking: true,
      email: "editeur@weedo.test",
    });
    expect(u.practices).toMatchObject({ newsletter: true, other: false });
    const [audit] = await audits(6, "profile_updated");
    expect(audit!.details.changed).toEqual(expect.arrayContaining(["city", "phone", "themes", "countryCode"]));
    expect(audit!.details.changed).not.toContain("lastName");
  });

  it("keeps the SIREN as nine digits, and refuses one the French VAT number is not built on", async () => {
    const ok = await as(6, UPDATE, { input: publisherInput({ siren: "732 829 320" }) });
    expect(ok.body.errors).toBeUndefined();
    expect((await row(6)).siren).toBe("732829320");

    const wrong = await as(6, UPDATE, { input: publisherInput({ siren: "812345676" }) });
    expect(codeOf(wrong.body)).toBe("BAD_USER_INPUT");
    expect(wrong.body.errors?.[0]?.extensions?.fields).toEqual({ siren: "sirenVat" });
    expect((await row(6)).siren).toBe("732829320");
  });

  it("refuses a NUL character in the bank details as the caller's error, before anything runs (issue 27)", async () => {
    const before = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, 6));
    const r = await as(6, BANK, {
      input: { kind: "fr", accountOwner: "Leroy\u0000Médias", bankName: "LCL", rib: "30002005500000157845Z02" },
    });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(r.body.errors?.[0]?.message).toContain("NUL");
    expect(await t.db.select().from(bankDetails).where(eq(bankDetails.userId, 6))).toEqual(before);
  });

  it("refuses an invalid phone and a missing address with their field messages, and changes nothing", async () => {
    const before = await row(6);
    const { address: _, ...noAddress } = publisherInput({ phone: "12", city: "Marseille" });
    const r = await as(6, UPDATE, { input: noAddress });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r.body)).toMatchObject({ phone: "phoneInvalid", address: "addressRequired" });
    const themes = await as(6, UPDATE, { input: publisherInput({ themes: [], broadcastType: "" }) });
    expect(fieldsOf(themes.body)).toMatchObject({ themes: "themes", broadcastType: "broadcastType" });
    expect(await row(6)).toEqual(before);
  });

  it("has no way to name another account or the e-mail", async () => {
    const r = await as(4, UPDATE, {
      input: { ...publisherInput({ themes: ["assurance"] }), email: "pirate@weedo.test" },
    });
    expect(r.body.errors?.[0]?.message).toMatch(/email/);
    const staff = await as(1, UPDATE, { input: publisherInput({ city: "Nantes", themes: [] }) });
    expect(staff.body.errors).toBeUndefined();
    expect((await row(1)).city).toBe("Nantes");
    // Staff have no preferences: those fields are not stored.
    expect((await row(1)).themes).toEqual([]);
    expect((await row(6)).city).toBe("Lyon");
  });

  it("publisher bank details follow the RIB and IBAN rules", async () => {
    const rib = await as(6, BANK, {
      input: { kind: "fr", accountOwner: "Leroy Médias", bankName: "LCL", rib: "3000600001123456789018" },
    });
    expect(fieldsOf(rib.body)).toEqual({ rib: "rib" });
    // 23 characters but the key does not match the bank, branch and account (last digit changed).
    const key = await as(6, BANK, {
      input: { kind: "fr", accountOwner: "Leroy Médias", bankName: "LCL", rib: "30006000011234567890188" },
    });
    expect(fieldsOf(key.body)).toEqual({ rib: "ribKey" });
    // 16 characters but the mod-97 check digits are wrong (71 → 72).
    const checksum = await as(6, BANK, {
      input: {
        kind: "intl",
        accountOwner: "Leroy",
        bankName: "ING",
        iban: "BE72096123456769",
        swift: "BBRUBEBB",
        vatSubject: false,
      },
    });
    expect(fieldsOf(checksum.body)).toEqual({ iban: "ibanChecksum" });
    const intl = await as(6, BANK, {
      input: {
        kind: "intl",
        accountOwner: "Leroy",
        bankName: "ING",
        iban: "BE71 0961",
        swift: "BBRUBEBBX",
        vatSubject: true,
      },
    });
    expect(fieldsOf(intl.body)).toMatchObject({ iban: "iban", swift: "swift", vatNumber: "vatNumberRequired" });
    const ok = await as(6, BANK, {
      input: {
        kind: "intl",
        accountOwner: "Leroy",
        bankName: "ING",
        iban: "be71096123456769",
        swift: "bbrubebb",
        vatSubject: true,
        vatNumber: "BE0123456789",
      },
    });
    expect(ok.body.data?.updateBankDetails.bankDetails).toEqual({
      kind: "intl",
      rib: null,
      iban: "BE71096123456769",
      swift: "BBRUBEBB",
      vatSubject: true,
      vatNumber: "BE0123456789",
    });
    const back = await as(6, BANK, {
      input: { kind: "fr", accountOwner: "Leroy Médias", bankName: "LCL", rib: "30002005500000157845Z02" },
    });
    expect(back.body.data?.updateBankDetails.bankDetails).toMatchObject({
      kind: "fr",
      rib: "30002005500000157845Z02",
      iban: null,
      vatSubject: false,
    });
    expect(await audits(6, "bank_details_changed")).toHaveLength(2);
  });

  it("an advertiser cannot set bank details", async () => {
    const r = await as(4, BANK, {
      input: { kind: "fr", accountOwner: "Durand", bankName: "LCL", rib: "30002005500000157845Z02" },
    });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
    expect(await t.db.select().from(bankDetails).where(eq(bankDetails.userId, 4))).toEqual([]);
  });

  it("changes the password: the wrong current one is refused; then other sessions end and the new cookie works", async () => {
    const old = await tokenOf(5);
    expect((await as(5, CHANGE, { c: "Mauvais2026!", n: "Nouveau2026x" })).body.data?.changePassword.code).toBe(
      "WRONG_PASSWORD",
    );
    expect((await callerFromToken(t.db, old)).caller?.id).toBe(5);
    const weak = await as(5, CHANGE, { c: "Weedo2026!", n: "faible" });
    expect(fieldsOf(weak.body)).toEqual({ newPassword: "password" });
    const same = await as(5, CHANGE, { c: "Weedo2026!", n: "Weedo2026!" });
    expect(fieldsOf(same.body)).toEqual({ newPassword: "passwordUnchanged" });

    const r = await as(5, CHANGE, { c: "Weedo2026!", n: "Nouveau2026x" });
    expect(r.body.data?.changePassword.code).toBe("OK");
    const fresh = /weedo_session=([^;]+)/.exec(r.setCookie ?? "")?.[1];
    expect(fresh).toBeTruthy();
    expect(r.setCookie).toContain("HttpOnly");
    expect(await callerFromToken(t.db, old)).toEqual({ caller: null, reason: "revoked" });
    expect((await callerFromToken(t.db, fresh!)).caller?.id).toBe(5);
    expect((await call("auth", MY_PROFILE, { token: fresh })).body.data?.myProfile.id).toBe(5);
    expect(
      (await call("auth", LOGIN, { variables: { email: "annonceur.perf@weedo.test", password: "Weedo2026!" } })).body
        .data?.login.code,
    ).toBe("INCORRECT_PASSWORD");
    expect(
      (await call("auth", LOGIN, { variables: { email: "annonceur.perf@weedo.test", password: "Nouveau2026x" } })).body
        .data?.login.code,
    ).toBe("OK");
    expect(await audits(5, "password_changed")).toHaveLength(1);
    expect(await audits(5, "password_change_failed")).toHaveLength(1);
  });

  describe("profile image", () => {
    const opts = { db: async () => t.db, dataDir: () => dataDir };
    const upload = createImageUploadHandler(opts);
    const serve = createImageServeHandler(opts);
    const post = async (
      id: number | null,
      file: Blob | null,
      name = "photo.png",
      headers: Record<string, string> = { "x-weedo-csrf": "1" },
    ) => {
      const form = new FormData();
      if (file) form.set("image", file, name);
      const cookie: Record<string, string> = id ? { cookie: `weedo_session=${await tokenOf(id)}` } : {};
      const res = await upload(
        new Request("http://127.0.0.1/api/profile/image", {
          method: "POST",
          body: form,
          headers: { ...cookie, ...headers },
        }),
      );
      return { status: res.status, body: (await res.json()) as { code: string; image?: string } };
    };
    const get = async (id: number | null, name: string) => {
      const headers: Record<string, string> = id ? { cookie: `weedo_session=${await tokenOf(id)}` } : {};
      return serve(new Request(`http://127.0.0.1/api/profile/image/${name}`, { headers }), name);
    };
    const blob = (parts: (Buffer | Uint8Array | string)[], type: string) =>
      new Blob(
        parts.map((p) => (typeof p === "string" ? p : new Uint8Array(p))),
        { type },
      );

    it("accepts a real PNG, stores its pixels under uploads/avatars and serves them with its type", async () => {
      const png = solidPng(64, 64);
      const r = await post(4, blob([png], "image/png"));
      expect(r).toMatchObject({ status: 200, body: { code: "OK" } });
      const name = r.body.image!.split("/").pop()!;
      expect(r.body.image).toMatch(/^\/api\/profile\/image\/4-[0-9a-f]{24}\.png$/);
      expect((await row(4)).image).toBe(r.body.image);
      // Stored re-encoded: the same picture, not necessarily the same bytes.
      const stored = readFileSync(path.join(avatarsDir(dataDir), name));
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(png));
      const served = await get(6, name);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
      expect(await audits(4, "profile_image_updated")).toHaveLength(1);

      // A new image replaces the file of the previous one.
      const again = await post(4, blob([solidPng(8, 8)], "image/png"));
      expect(again.status).toBe(200);
      expect(existsSync(path.join(avatarsDir(dataDir), name))).toBe(false);
      expect((await get(4, name)).status).toBe(404);
    });

    it("refuses a text file renamed .png, a file over 2 MB, and no file", async () => {
      const before = (await row(6)).image;
      const text = await post(6, blob(["not an image at all, just text"], "image/png"), "notes.png");
      expect(text).toEqual({ status: 415, body: { code: "FILE_TYPE" } });
      const gif = await post(6, blob(["GIF89a\x01\x00\x01\x00"], "image/gif"), "a.gif");
      expect(gif.status).toBe(415);
      const png = solidPng(8, 8);
      const justOver = blob([png, new Uint8Array(2 * 1024 * 1024 + 1 - png.length)], "image/png");
      expect(await post(6, justOver)).toMatchObject({ status: 413, body: { code: "FILE_TOO_LARGE" } });
      const huge = blob([png, new Uint8Array(5 * 1024 * 1024)], "image/png");
      expect(await post(6, huge)).toMatchObject({ status: 413, body: { code: "FILE_TOO_LARGE" } });
      expect(await post(6, null)).toMatchObject({ status: 400, body: { code: "FILE_MISSING" } });
      expect((await row(6)).image).toBe(before);
    });

    it("keeps only the pixels of an HTML/PNG polyglot, and refuses a PNG signature followed by HTML", async () => {
      const poly = await post(4, blob([polyglotPng(16, 16)], "image/png"), "avatar.png");
      expect(poly).toMatchObject({ status: 200, body: { code: "OK" } });
      const stored = readFileSync(path.join(avatarsDir(dataDir), poly.body.image!.split("/").pop()!));
      expect(stored.includes("<html")).toBe(false);
      expect(stored.includes("<script")).toBe(false);
      expect(await pixelsOf(stored)).toEqual(await pixelsOf(solidPng(16, 16)));

      const before = (await row(6)).image;
      const signatureOnly = Buffer.concat([solidPng(1, 1).subarray(0, 8), Buffer.from(POLYGLOT_HTML)]);
      expect(await post(6, blob([signatureOnly], "image/png"))).toEqual({
        status: 422,
        body: { code: "FILE_UNREADABLE" },
      });
      // A truncated image (its data cut short) is not kept either.
      const truncated = solidPng(64, 64).subarray(0, 60);
      expect((await post(6, blob([truncated], "image/png"))).body.code).toBe("FILE_UNREADABLE");
      expect((await row(6)).image).toBe(before);
    });

    it("needs a session, the CSRF header, and serves only names it could have written", async () => {
      const png = blob([solidPng(4, 4)], "image/png");
      expect((await post(null, png)).status).toBe(401);
      expect(await post(6, png, "p.png", {})).toEqual({ status: 403, body: { code: "CSRF" } });
      const stored = (await row(4)).image!.split("/").pop()!;
      expect((await get(null, stored)).status).toBe(401);
      for (const name of [
        "../jwt-es256.pem",
        "..%2F..%2Fjwt-es256.pem",
        "4-abc.png",
        `${stored}/..`,
        stored.replace(".png", ".svg"),
      ]) {
        expect((await get(6, name)).status, name).toBe(404);
      }
    });

    it("drops an uploaded JPEG's metadata (EXIF position, comments)", async () => {
      const { default: sharp } = await import("sharp");
      const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#3366cc" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "GPS 48.8566N 2.3522E" } })
        .toBuffer();
      expect(jpeg.includes("GPS 48.8566N")).toBe(true);
      const r = await post(4, blob([jpeg], "image/jpeg"), "photo.jpg");
      expect(r.status).toBe(200);
      const stored = readFileSync(path.join(avatarsDir(dataDir), r.body.image!.split("/").pop()!));
      expect(stored.includes("GPS 48.8566N")).toBe(false);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    });
  });
});

describe("profile messages", () => {
  const keysOf = (o: unknown, prefix = ""): string[] =>
    o && typeof o === "object"
      ? Object.entries(o).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1)];

  it("has the same keys in French and English, the screen's own rules, and the spec's success message", () => {
    expect(keysOf(en.profile).sort()).toEqual(keysOf(fr.profile).sort());
    for (const key of PROFILE_MESSAGES) expect(fr.profile.validation).toHaveProperty(key);
    expect(en.profile.saved.toLowerCase()).toContain("profile and image changed");
    expect(en.profile.bankSaved.toLowerCase()).toContain("bank info added or changed");
  });
});
