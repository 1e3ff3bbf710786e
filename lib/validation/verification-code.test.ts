import { describe, expect, it } from "vitest";
import { verificationCodeSchema } from "./verification-code";

describe("verification code (spec section 5)", () => {
  it.each(["123456", "000000", " 987654 "])("accepts %j", (c) => {
    expect(verificationCodeSchema.safeParse(c).success).toBe(true);
  });

  it.each(["12345", "1234567", "12a456", "", "12 456"])("refuses %j with the 6-digits message", (c) => {
    expect(verificationCodeSchema.safeParse(c).error?.issues.map((i) => i.message)).toEqual(["code"]);
  });
});
