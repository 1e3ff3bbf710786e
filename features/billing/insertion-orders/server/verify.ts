import { createHash } from "node:crypto";
import forge from "node-forge";
import { certificateFingerprint } from "./certificate";

/** Why a sealed PDF is not intact ("ok" when it is). */
export type SealCheck =
  | "ok"
  | "no_signature"
  | "byte_range"
  | "malformed"
  | "digest_mismatch"
  | "bad_signature"
  | "unknown_certificate"
  | "stored_hash_mismatch";

export interface SealVerdict {
  intact: boolean;
  check: SealCheck;
}

const MESSAGE_DIGEST_OID = forge.pki.oids.messageDigest!;

function lastByteRange(pdf: Buffer): [number, number, number, number] | null {
  const re = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(pdf.toString("latin1")); m; m = re.exec(pdf.toString("latin1"))) last = m;
  return last ? [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])] : null;
}

const bad = (check: SealCheck): SealVerdict => ({ intact: false, check });

/**
 * Checks a sealed insertion order: its last signature's byte range covers the whole file but the
 * signature itself, the SHA-256 of those bytes is the one the signature signed, the signature verifies
 * with the certificate it carries, and that certificate is the platform's (by fingerprint). With
 * `storedSha256`, the file must also be the very one stored at signing. Any changed byte fails one of these.
 */
export function verifySealedPdf(
  pdf: Buffer,
  expect: { certificateFingerprint: string; storedSha256?: string },
): SealVerdict {
  if (expect.storedSha256 && createHash("sha256").update(pdf).digest("hex") !== expect.storedSha256)
    return bad("stored_hash_mismatch");
  const range = lastByteRange(pdf);
  if (!range) return bad("no_signature");
  const [a, b, c, d] = range;
  // One hole, exactly the <hex> contents, and nothing appended after the signed bytes.
  if (a !== 0 || c <= b || c + d !== pdf.length || pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) return bad("byte_range");
  const hex = pdf.subarray(b + 1, c - 1).toString("latin1");
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2) return bad("malformed");

  let signedData: forge.pkcs7.PkcsSignedData;
  try {
    // The placeholder is longer than the PKCS#7: parse its DER and ignore the zero padding after it
    // (forge takes these options at run time; its typings only know the older boolean).
    const options = { strict: false, parseAllBytes: false } as unknown as boolean;
    const asn1 = forge.asn1.fromDer(forge.util.hexToBytes(hex), options);
    // What follows the signature in its placeholder is zero padding and nothing else: a byte
    // written there is a change to the file like any other.
    if (!/^0*$/.test(hex.slice(forge.asn1.toDer(asn1).length() * 2))) return bad("malformed");
    signedData = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData;
  } catch {
    return bad("malformed");
  }
  const raw = (signedData as unknown as { rawCapture: Record<string, unknown> }).rawCapture;
  const attributes = raw.authenticatedAttributes as forge.asn1.Asn1[] | undefined;
  const signature = raw.signature as string | undefined;
  const cert = signedData.certificates[0];
  if (!attributes || !signature || !cert) return bad("malformed");

  const digest = createHash("sha256")
    .update(Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]))
    .digest("binary");
  const signedDigest = attributes
    .map((attr) => attr.value as forge.asn1.Asn1[])
    .find((parts) => forge.asn1.derToOid(parts[0]!.value as string) === MESSAGE_DIGEST_OID)?.[1]?.value?.[0];
  if (!signedDigest || (signedDigest as forge.asn1.Asn1).value !== digest) return bad("digest_mismatch");

  // The signature covers the DER of the authenticated attributes as a SET (RFC 5652, 5.4).
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  let verified = false;
  try {
    verified = (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), signature);
  } catch {
    verified = false;
  }
  if (!verified) return bad("bad_signature");
  if (certificateFingerprint(cert) !== expect.certificateFingerprint) return bad("unknown_certificate");
  return { intact: true, check: "ok" };
}
