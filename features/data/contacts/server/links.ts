import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { exportPKCS8 } from "jose";
import { env } from "@/lib/config/env";
import { signingKeys } from "@/lib/session/keys";

/**
 * Signed links of Weedo data: the one-click unsubscribe link of every send and the double opt-in
 * confirmation link. A link carries the address and the source in clear (the spec's URL
 * VerifEmailConfirmation/{email}/{source} keeps them in the path) plus `sig`, an HMAC-SHA256 of
 * purpose, address and source: without the key nobody can unsubscribe or confirm someone else's
 * address, and a signature made for one purpose does not open the other.
 *
 * The key is derived (HKDF) from the session signing key, so every instance that signs sessions signs
 * and checks the same links, and no new secret has to be configured.
 */
export type LinkPurpose = "unsubscribe" | "confirm";

const holder = globalThis as unknown as { __weedoDataLinkKey?: Promise<Buffer> };

/** The links' key from the session key's PKCS#8 PEM (as jose exports it). */
export function linkKeyOf(pem: string): Buffer {
  return Buffer.from(hkdfSync("sha256", pem, "weedo-data-links", "unsubscribe and confirmation links v1", 32));
}

async function deriveKey(): Promise<Buffer> {
  return linkKeyOf(await exportPKCS8((await signingKeys()).privateKey));
}

function key(): Promise<Buffer> {
  holder.__weedoDataLinkKey ??= deriveKey().catch((e) => {
    holder.__weedoDataLinkKey = undefined;
    throw e;
  });
  return holder.__weedoDataLinkKey;
}

const normal = (email: string) => email.trim().toLowerCase();

/** The signature of a link with a given key: base64url of the HMAC, truncated to 128 bits (short enough for a URL). */
export function signLinkWith(key: Buffer, purpose: LinkPurpose, email: string, source: string): string {
  return createHmac("sha256", key)
    .update(`${purpose}\n${normal(email)}\n${source}`, "utf8")
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

export async function signLink(purpose: LinkPurpose, email: string, source: string): Promise<string> {
  return signLinkWith(await key(), purpose, email, source);
}

/** Constant-time check of a link's signature. */
export async function verifyLink(
  purpose: LinkPurpose,
  email: string,
  source: string,
  sig: string | null | undefined,
): Promise<boolean> {
  if (!sig || sig.length > 64) return false;
  const expected = Buffer.from(await signLink(purpose, email, source));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const base = () => env().APP_URL.replace(/\/$/, "");

/** The one-click unsubscribe endpoint of an address from a source (GET shows a page, POST unsubscribes). */
export async function unsubscribeUrl(email: string, source: string): Promise<string> {
  const q = new URLSearchParams({ e: normal(email), s: source, sig: await signLink("unsubscribe", email, source) });
  return `${base()}/api/data/unsubscribe?${q}`;
}

/** The spec's double opt-in landing, with the signature as a query parameter. */
export async function confirmationUrl(email: string, source: string): Promise<string> {
  const path = `/weedodata/admin/VerifEmailConfirmation/${encodeURIComponent(normal(email))}/${encodeURIComponent(source)}`;
  return `${base()}${path}?sig=${await signLink("confirm", email, source)}`;
}

/**
 * The headers of RFC 8058 (and RFC 2369) that every send to a contact carries: mail clients show an
 * "unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the link, with no session.
 */
export async function listUnsubscribeHeaders(email: string, source: string): Promise<Record<string, string>> {
  return {
    "List-Unsubscribe": `<${await unsubscribeUrl(email, source)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
