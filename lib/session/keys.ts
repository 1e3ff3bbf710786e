import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type JWK,
} from "jose";
import { env } from "@/lib/config/env";

export const JWT_ALG = "ES256";

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** The verification key set, built once: jose imports a set's keys on first use and keeps them. */
  keySet: ReturnType<typeof createLocalJWKSet>;
}

async function loadPem(): Promise<string> {
  const e = env();
  if (e.JWT_PRIVATE_KEY) return e.JWT_PRIVATE_KEY;
  const file = path.join(e.DATA_DIR, "jwt-es256.pem");
  if (existsSync(file)) return readFileSync(file, "utf8");
  // First run without a configured key: generate one next to the data, never in the repository.
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const pem = await exportPKCS8(privateKey);
  mkdirSync(e.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, pem, { flag: "wx", mode: 0o600 });
  } catch {
    return readFileSync(file, "utf8"); // another process wrote it first
  }
  chmodSync(file, 0o600);
  return pem;
}

const holder = globalThis as unknown as { __weedoKeys?: Promise<SigningKeys> };

async function load(): Promise<SigningKeys> {
  const privateKey = await importPKCS8(await loadPem(), JWT_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  const kid = await calculateJwkThumbprint(publicJwk);
  const published: JWK = { ...publicJwk, kid, alg: JWT_ALG, use: "sig" };
  return { kid, privateKey, publicJwk: published, keySet: createLocalJWKSet({ keys: [published] }) };
}

export function signingKeys(): Promise<SigningKeys> {
  holder.__weedoKeys ??= load().catch((e) => {
    holder.__weedoKeys = undefined;
    throw e;
  });
  return holder.__weedoKeys;
}
