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
  it("accepts a French RIB of 23 letters or digits", () => {
    expect(issues(fr)).toEqual([]);
    expect(issues({ ...fr, rib: "3000400003ABCDEFGH90143" })).toEqual([]);
  });

  it.each([
    ["22 characters", "3000400003123456789014"],
    ["24 characters", "300040000312345678901434"],
    ["a space", "30004 000031234567890143"],
    ["a special character", "30004-00003123456789014"],
  ])("refuses a RIB with %s", (_, rib) => {
    expect(issues({ ...fr, rib })).toEqual(["rib:rib"]);
  });

  it("requires the account owner and bank name", () => {
    expect(issues({ ...fr, accountOwner: " ", bankName: "" })).toEqual(["accountOwner:required", "bankName:required"]);
  });

  it("accepts an IBAN of 14 to 34 characters and a SWIFT of 8 or 11", () => {
    expect(issues(intl)).toEqual([]);
    expect(issues({ ...intl, iban: "NO9386011117947", swift: "DEUTDEFF500" })).toEqual([]);
    expect(issues({ ...intl, iban: "A".repeat(14) })).toEqual([]);
    expect(issues({ ...intl, iban: "A".repeat(34) })).toEqual([]);
  });

  it.each([
    ["iban", "A".repeat(13), "iban:iban"],
    ["iban", "A".repeat(35), "iban:iban"],
    ["iban", "DE89 3704 0044 0532 0130 00", "iban:iban"],
    ["swift", "DEUTDEF", "swift:swift"],
    ["swift", "DEUTDEFF5", "swift:swift"],
    ["swift", "DEUTDEFF50", "swift:swift"],
    ["swift", "DEUTDEFF5000", "swift:swift"],
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
