import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";
import { env } from "@/lib/config/env";

/** The platform's signing identity: the PKCS#12 the signer reads, and the certificate the checker trusts. */
export interface PlatformCertificate {
  p12: Buffer;
  passphrase: string;
  /** SHA-256 of the certificate's DER, hex: the seal must carry this very certificate. */
  fingerprint: string;
  commonName: string;
}

const COMMON_NAME = "Weedo - signature des ordres d'insertion";
const FILE = "oi-signing.p12";

/**
 * A self-signed certificate for the platform (no passphrase in the file: it sits beside the session
 * key, mode 0600, in DATA_DIR). The RSA key comes from node:crypto, which is far faster than forge's
 * pure-JS generation; forge builds the X.509 and the PKCS#12.
 */
export function generatePlatformP12(now = new Date()): Buffer {
  const { privateKey: pem } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial (leading byte below 0x80) of 16 random bytes.
  cert.serialNumber = "01" + randomBytes(15).toString("hex");
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const subject = [
    { name: "commonName", value: COMMON_NAME },
    { name: "organizationName", value: "Weedo" },
    { name: "countryName", value: "FR" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

function loadP12(): { p12: Buffer; passphrase: string } {
  const e = env();
  if (e.OI_SIGNING_P12)
    return { p12: Buffer.from(e.OI_SIGNING_P12, "base64"), passphrase: e.OI_SIGNING_P12_PASSPHRASE ?? "" };
  const file = path.join(e.DATA_DIR, FILE);
  if (existsSync(file)) return { p12: readFileSync(file), passphrase: "" };
  // First run without a configured certificate: generate one next to the data, never in the repository.
  const p12 = generatePlatformP12();
  mkdirSync(e.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, p12, { flag: "wx", mode: 0o600 });
  } catch {
    return { p12: readFileSync(file), passphrase: "" }; // another process wrote it first
  }
  chmodSync(file, 0o600);
  return { p12, passphrase: "" };
}

/** The certificate inside a PKCS#12 (the first certificate bag). */
export function certificateOf(p12: Buffer, passphrase: string): forge.pki.Certificate {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary")));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  const bags = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  const cert = bags[0]?.cert;
  if (!cert) throw new Error("the OI signing PKCS#12 holds no certificate");
  return cert;
}

/** SHA-256 (hex) of a certificate's DER encoding. */
export function certificateFingerprint(cert: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return createHash("sha256").update(Buffer.from(der, "binary")).digest("hex");
}

const holder = globalThis as unknown as { __weedoOiCert?: PlatformCertificate };

/** The platform certificate, loaded (or generated) once per process. */
export function platformCertificate(): PlatformCertificate {
  if (holder.__weedoOiCert) return holder.__weedoOiCert;
  const { p12, passphrase } = loadP12();
  const cert = certificateOf(p12, passphrase);
  const cn = cert.subject.getField("CN") as { value?: string } | null;
  holder.__weedoOiCert = {
    p12,
    passphrase,
    fingerprint: certificateFingerprint(cert),
    commonName: cn?.value ?? COMMON_NAME,
  };
  return holder.__weedoOiCert;
}
