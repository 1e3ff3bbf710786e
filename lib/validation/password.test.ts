import { describe, expect, it } from "vitest";
import { isStrongPassword, passwordSchema } from "./password";

const messages = (v: string) => passwordSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

describe("password policy (spec section 5)", () => {
  it.each(["Weedo2026!", "Abcdefg1", "aB3aaaaaaaaaa", "ÉtéChaud2026"])("accepts %s", (p) => {
    expect(isStrongPassword(p)).toBe(true);
    expect(passwordSchema.safeParse(p).success).toBe(true);
  });

  it.each([
    ["Abcdef1", "shorter than 8"],
    ["abcdefg1", "no uppercase letter"],
    ["ABCDEFG1", "no lowercase letter"],
    ["Abcdefgh", "no digit"],
    ["", "empty"],
  ])("refuses %s (%s) with the spec's message", (p) => {
    expect(isStrongPassword(p)).toBe(false);
    expect(messages(p)).toEqual(["password"]);
  });

  it("refuses an absurdly long password", () => {
    expect(messages(`Aa1${"x".repeat(300)}`)).toContain("tooLong");
  });
});
