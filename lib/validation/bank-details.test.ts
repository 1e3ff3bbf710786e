import { describe, expect, it } from "vitest";
import { bankDetailsSchema } from "./bank-details";

const fr = { kind: "fr", accountOwner: "Émile Leroy", bankName: "Banque Populaire", rib: "30004000031234567890143" };
const intl = {
  kind: "intl",
  accountOwner: "Emil Lehr",
  bankName: "Deutsche Bank",
  iban: "DE89370400440532013000",
  swift: "DEUTDEFF",
  vatSubject: false,
};
const issues = (v: unknown) =>
  bankDetailsSchema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("publisher bank details (spec section 5)", () => {
  it.each([
    ["BNP Paribas", "30004000031234567890143"],
    ["La Banque Postale, letter in the account", "20041010050500013M02606"],
    ["Crédit Lyonnais, letter in the account", "30002005500000157845Z02"],
    ["Crédit Agricole", "30006000011234567890189"],
    ["letters mapped to digits (A-I 1-9)", "3000400003ABCDEFGH90143"],
    ["lower case", "20041010050500013m02606"],
  ])("accepts a French RIB whose key matches (%s)", (_, rib) => {
    expect(issues({ ...fr, rib })).toEqual([]);
  });

  it.each([
    ["22 characters", "3000400003123456789014"],
    ["24 characters", "300040000312345678901434"],
    ["a space", "30004 000031234567890143"],
    ["a special character", "30004-00003123456789014"],
  ])("refuses a RIB with %s", (_, rib) => {
    expect(issues({ ...fr, rib })).toEqual(["rib:rib"]);
  });

  it.each([
    ["a wrong key", "30004000031234567890144"],
    ["two digits of the account swapped", "30004000032134567890143"],
    ["a wrong branch code", "30004000041234567890143"],
    ["a wrong letter in the account", "20041010050500013N02606"],
  ])("refuses a RIB with %s (RIB key, mod 97)", (_, rib) => {
    expect(issues({ ...fr, rib })).toEqual(["rib:ribKey"]);
  });

  it("requires the account owner and bank name", () => {
    expect(issues({ ...fr, accountOwner: " ", bankName: "" })).toEqual(["accountOwner:required", "bankName:required"]);
  });

  it.each([
    ["DE89370400440532013000", "DEUTDEFF"],
    ["NO9386011117947", "DNBANOKK"],
    ["BE71096123456769", "BBRUBEBB"],
    ["FR1420041010050500013M02606", "PSSTFRPPXXX"],
    ["GB29NWBK60161331926819", "NWBKGB2L"],
    ["de89370400440532013000", "deutdeff500"],
  ])("accepts the IBAN %s with the SWIFT %s", (iban, swift) => {
    expect(issues({ ...intl, iban, swift })).toEqual([]);
  });

  it.each([
    ["iban", "A".repeat(13), "iban:iban"],
    ["iban", "A".repeat(35), "iban:iban"],
    ["iban", "DE89 3704 0044 0532 0130 00", "iban:iban"],
    ["iban", "DE88370400440532013000", "iban:ibanChecksum"],
    ["iban", "DE89370400440532013001", "iban:ibanChecksum"],
    ["iban", "GB29NWBK60161331926818", "iban:ibanChecksum"],
    // The IBAN's mod 97 holds but its French RIB key does not.
    ["iban", "FR0630006000011234567890188", "iban:ibanChecksum"],
    ["iban", "A".repeat(14), "iban:ibanChecksum"],
    ["swift", "DEUTDEF", "swift:swift"],
    ["swift", "DEUTDEFF5", "swift:swift"],
    ["swift", "DEUTDEFF50", "swift:swift"],
    ["swift", "DEUTDEFF5000", "swift:swift"],
    ["swift", "DEUTXXFF", "swift:swiftCode"],
    ["swift", "12345678", "swift:swiftCode"],
  ])("refuses %s %s", (field, value, expected) => {
    expect(issues({ ...intl, [field]: value })).toEqual([expected]);
  });

  it("asks for the VAT number only when subject to VAT", () => {
    expect(issues({ ...intl, vatSubject: true, vatNumber: "" })).toEqual(["vatNumber:vatNumberRequired"]);
    expect(issues({ ...intl, vatSubject: true, vatNumber: "DE123456789" })).toEqual([]);
    expect(issues({ ...intl, vatSubject: false, vatNumber: "" })).toEqual([]);
  });

  it("refuses an unknown kind", () => {
    expect(issues({ ...fr, kind: "xx" })).toEqual(["kind:bankKind"]);
  });
});
