import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { exportPKCS8 } from "jose";
import { env } from "@/lib/config/env";
import { signingKeys } from "@/lib/session/keys";

/**
 * AES-256-GCM for secrets kept in the database (two-factor secrets). The key is TWO_FACTOR_KEY, or
 * else derived (HKDF-SHA256) from the session signing key, so that a copy of the database alone does
 * not give the secrets away. The context string (e.g. the user id) is bound as additional data: a
 * secret moved to another row does not decrypt.
 */
const VERSION = "v1";

const holder = globalThis as unknown as { __weedoBoxKey?: Promise<Buffer> };

async function deriveKey(): Promise<Buffer> {
  const configured = env().TWO_FACTOR_KEY;
  if (configured) return Buffer.from(configured, "base64");
  const pem = await exportPKCS8((await signingKeys()).privateKey);
  return Buffer.from(hkdfSync("sha256", pem, "weedo-secret-box", "two-factor secrets v1", 32));
}

function key(): Promise<Buffer> {
  holder.__weedoBoxKey ??= deriveKey().catch((e) => {
    holder.__weedoBoxKey = undefined;
    throw e;
  });
  return holder.__weedoBoxKey;
}

/** Forgets the key (a test that changes TWO_FACTOR_KEY). */
export function resetSecretBoxKey(): void {
  holder.__weedoBoxKey = undefined;
}

export async function seal(plain: string, context: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain text; throws when the box was altered, sealed for another context or with another key. */
export async function open(sealed: string, context: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", await key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
