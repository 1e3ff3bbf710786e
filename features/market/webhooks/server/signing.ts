import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The header a target checks: `sha256=<hex HMAC-SHA256 of the raw body with the webhook's secret>`. */
export const SIGNATURE_HEADER = "X-Weedo-Signature";
export const DELIVERY_HEADER = "X-Weedo-Delivery";

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** Constant-time check of a signature header against the raw body (what a receiver does). */
export function verifySignature(body: string, secret: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A new signing secret: 32 random bytes, prefixed so that it is recognisable in a config file. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/** What the screens show of a secret after it was first displayed. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}
