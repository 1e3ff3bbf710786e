import { describe, expect, it } from "vitest";
import { callingCodeOf, checkPhone, COUNTRY_CODES, isCountryCode, toE164 } from "./phone";

describe("phone numbers against the chosen country code", () => {
  it.each([
    ["FR", "06 12 34 56 78"],
    ["FR", "+33612345678"],
    ["FR", "01 23 45 67 89"],
    ["BE", "0470 12 34 56"],
    ["GB", "07400 123456"],
  ])("accepts %s %s", (country, phone) => {
    expect(checkPhone(country, phone)).toBe("ok");
  });

  it.each([
    ["FR", "06 12 34"],
    ["FR", "00 00 00 00 00"],
    ["FR", "+44 7400 123456"],
    ["FR", "pas un numéro"],
    ["XX", "0612345678"],
  ])("refuses %s %s as an invalid format", (country, phone) => {
    expect(checkPhone(country, phone)).toBe("invalid");
  });

  it("says a missing number is required", () => {
    expect(checkPhone("FR", "   ")).toBe("required");
  });

  it("keeps the E.164 form and knows the calling codes", () => {
    expect(toE164("FR", "06 12 34 56 78")).toBe("+33612345678");
    expect(callingCodeOf("FR")).toBe("+33");
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("fr")).toBe(false);
    expect(COUNTRY_CODES.length).toBeGreaterThan(200);
  });
});
