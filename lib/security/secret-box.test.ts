import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { open, resetSecretBoxKey, seal } from "./secret-box";

describe("secrets at rest (AES-256-GCM)", () => {
  afterEach(() => {
    delete process.env.TWO_FACTOR_KEY;
    resetEnvCache();
    resetSecretBoxKey();
  });

  it("opens what it sealed, and never shows the plain text", async () => {
    const sealed = await seal("JBSWY3DPEHPK3PXP", "two-factor:4");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await seal("JBSWY3DPEHPK3PXP", "two-factor:4")).not.toBe(sealed); // a new nonce each time
    expect(await open(sealed, "two-factor:4")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses a box moved to another row or altered", async () => {
    const sealed = await seal("JBSWY3DPEHPK3PXP", "two-factor:4");
    await expect(open(sealed, "two-factor:5")).rejects.toThrow();
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    await expect(open([v, iv, tag, flipped.toString("base64url")].join("."), "two-factor:4")).rejects.toThrow();
  });

  it("uses TWO_FACTOR_KEY when set: another key cannot open the box", async () => {
    process.env.TWO_FACTOR_KEY = randomBytes(32).toString("base64");
    resetEnvCache();
    resetSecretBoxKey();
    const sealed = await seal("secret", "ctx");
    process.env.TWO_FACTOR_KEY = randomBytes(32).toString("base64");
    resetEnvCache();
    resetSecretBoxKey();
    await expect(open(sealed, "ctx")).rejects.toThrow();
  });
});
