import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateSecret, secretHint, signBody, verifySignature } from "./signing";

describe("webhook signing", () => {
  it("signs the raw body with HMAC-SHA256 of the secret, as sha256=<hex>", () => {
    // RFC 4231 test case 2.
    expect(signBody("what do ya want for nothing?", "Jefe")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    const body = JSON.stringify({ prenom: "Léa", tel: "+33611223344" });
    expect(signBody(body, "s3cret")).toBe(
      `sha256=${createHmac("sha256", "s3cret").update(body, "utf8").digest("hex")}`,
    );
  });

  it("verifies only the exact body and secret", () => {
    const body = '{"a":1}';
    const sig = signBody(body, "k1");
    expect(verifySignature(body, "k1", sig)).toBe(true);
    expect(verifySignature('{"a":2}', "k1", sig)).toBe(false);
    expect(verifySignature(body, "k2", sig)).toBe(false);
    expect(verifySignature(body, "k1", sig.slice(0, -1))).toBe(false);
    expect(verifySignature(body, "k1", null)).toBe(false);
  });

  it("generates distinct 256-bit secrets and hints at their last characters only", () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(secretHint(a)).toBe(`whsec_…${a.slice(-4)}`);
    expect(secretHint(a)).not.toContain(a.slice(6, 20));
  });
});
