import { describe, expect, it } from "vitest";
import { BROADCAST_TYPES, PRACTICES, THEMES } from "@/lib/sign-up/lists";
import { publisherDraft } from "@/tests/helpers/sign-up-draft";
import {
  accountStepSchema,
  preferencesStepSchema,
  profileStepSchema,
  registrationSchema,
  stepOfField,
} from "./sign-up";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("sign-up lists (spec section 3)", () => {
  it("has 35 themes with distinct ids and icons, 13 broadcast types, 9 practices", () => {
    expect(THEMES).toHaveLength(35);
    expect(new Set(THEMES.map((t) => t.id)).size).toBe(35);
    expect(new Set(THEMES.map((t) => t.icon)).size).toBe(35);
    expect(BROADCAST_TYPES).toHaveLength(13);
    expect(PRACTICES).toHaveLength(9);
  });
});

describe("step 1: account", () => {
  it("accepts an account type, e-mail and strong password", () => {
    expect(issues(accountStepSchema.safeParse(publisherDraft()))).toEqual([]);
  });

  it("refuses a missing type, a bad e-mail and a weak password, each on its field", () => {
    const r = accountStepSchema.safeParse(
      publisherDraft({ accountType: "", email: "pas-un-email", password: "faible" }),
    );
    expect(issues(r)).toEqual(["accountType:accountType", "email:email", "password:password"]);
  });

  it("trims the e-mail", () => {
    expect(accountStepSchema.parse(publisherDraft({ email: "  a.b@weedo.test " })).email).toBe("a.b@weedo.test");
  });
});

describe("step 2: profile", () => {
  it("accepts a complete profile", () => {
    expect(issues(profileStepSchema.safeParse(publisherDraft()))).toEqual([]);
  });

  it("says phone number required and address required with their own messages", () => {
    expect(issues(profileStepSchema.safeParse(publisherDraft({ phone: " ", address: "" })))).toEqual([
      "phone:phoneRequired",
      "address:addressRequired",
    ]);
  });

  it("checks the phone against the chosen country code, together with other errors", () => {
    expect(issues(profileStepSchema.safeParse(publisherDraft({ phone: "06 12 34" })))).toEqual(["phone:phoneInvalid"]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ countryCode: "GB" })))).toEqual(["phone:phoneInvalid"]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ countryCode: "GB", phone: "07400 123456" })))).toEqual(
      [],
    );
    expect(issues(profileStepSchema.safeParse(publisherDraft({ phone: "06 12 34", city: "" })))).toEqual([
      "city:required",
      "phone:phoneInvalid",
    ]);
  });

  it("requires the names, city, zip code, countries and company", () => {
    const r = profileStepSchema.safeParse(
      publisherDraft({
        lastname: "",
        firstname: "",
        city: "",
        zipCode: "",
        country: "",
        countryCode: "",
        companyName: "",
      }),
    );
    expect(issues(r)).toEqual([
      "lastname:required",
      "firstname:required",
      "countryCode:countryCode",
      "city:required",
      "zipCode:zipCode",
      "country:country",
      "companyName:required",
    ]);
  });

  it("checks the optional intra-community VAT number only when given", () => {
    expect(issues(profileStepSchema.safeParse(publisherDraft({ vatIntra: "FR44732829320" })))).toEqual([]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ vatIntra: "DE123456789" })))).toEqual([]);
    // A French number whose key does not match its SIREN.
    expect(issues(profileStepSchema.safeParse(publisherDraft({ vatIntra: "FR12345678901" })))).toEqual([
      "vatIntra:vatIntra",
    ]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ vatIntra: "12" })))).toEqual(["vatIntra:vatIntra"]);
  });

  it("checks the optional SIREN's key, and that a French VAT number given beside it is built on it", () => {
    expect(issues(profileStepSchema.safeParse(publisherDraft({ siren: "732 829 320" })))).toEqual([]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ siren: "732829321" })))).toEqual(["siren:siren"]);
    expect(issues(profileStepSchema.safeParse(publisherDraft({ siren: "73282932" })))).toEqual(["siren:siren"]);
    expect(
      issues(profileStepSchema.safeParse(publisherDraft({ siren: "732829320", vatIntra: "FR44732829320" }))),
    ).toEqual([]);
    // 812 345 676 is a valid SIREN, but not the one FR44 732 829 320 is built on.
    expect(
      issues(profileStepSchema.safeParse(publisherDraft({ siren: "812345676", vatIntra: "FR44732829320" }))),
    ).toEqual(["siren:sirenVat"]);
    // A foreign VAT number says nothing of a SIREN.
    expect(
      issues(profileStepSchema.safeParse(publisherDraft({ siren: "812345676", vatIntra: "DE123456789" }))),
    ).toEqual([]);
  });
});

describe("step 3: preferences", () => {
  it("accepts a publisher with bank details and an advertiser without", () => {
    expect(issues(preferencesStepSchema.safeParse(publisherDraft()))).toEqual([]);
    expect(issues(preferencesStepSchema.safeParse(publisherDraft({ accountType: "an", broadcastType: "" })))).toEqual(
      [],
    );
  });

  it("requires a broadcast type, a theme and bank details from a publisher", () => {
    const d = publisherDraft({ broadcastType: "", themes: [] });
    const r = preferencesStepSchema.safeParse({
      ...d,
      bankDetails: { ...d.bankDetails, rib: "2004101005050001302606" },
    });
    expect(issues(r)).toEqual(["broadcastType:broadcastType", "themes:themes", "bankDetails.rib:rib"]);
  });

  it("refuses unknown list values and a non-web address", () => {
    const r = preferencesStepSchema.safeParse(
      publisherDraft({ themes: ["inconnu"], remunerationType: "gratuit", websiteUrl: "ftp://site.fr" }),
    );
    expect(issues(r)).toEqual(["websiteUrl:url", "themes.0:choose", "remunerationType:choose"]);
  });

  it("keeps an advertiser's stray bank details out of the result", () => {
    const r = preferencesStepSchema.parse(publisherDraft({ accountType: "an" }));
    expect("bankDetails" in r).toBe(false);
  });
});

describe("the whole registration", () => {
  it("accepts a complete publisher and advertiser", () => {
    expect(issues(registrationSchema.safeParse(publisherDraft()))).toEqual([]);
    expect(issues(registrationSchema.safeParse(publisherDraft({ accountType: "an" })))).toEqual([]);
  });

  it("reports errors of every step with their paths", () => {
    const d = publisherDraft({ email: "x", phone: "", themes: [] });
    expect(issues(registrationSchema.safeParse(d))).toEqual(["email:email", "phone:phoneRequired", "themes:themes"]);
    expect(issues(registrationSchema.safeParse(publisherDraft({ phone: "0612" })))).toEqual(["phone:phoneInvalid"]);
  });

  it("refuses an unknown account type", () => {
    expect(issues(registrationSchema.safeParse({ ...publisherDraft(), accountType: "ad" }))).toEqual([
      "accountType:accountType",
    ]);
  });

  it("knows which step holds each field", () => {
    expect(stepOfField("email")).toBe(0);
    expect(stepOfField("accountType")).toBe(0);
    expect(stepOfField("phone")).toBe(1);
    expect(stepOfField("bankDetails.rib")).toBe(2);
    expect(stepOfField("themes.0")).toBe(2);
  });
});
