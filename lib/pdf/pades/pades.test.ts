import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePlatformP12, platformCertificateOf } from "@/features/billing/insertion-orders/server/certificate";
import { renderOiPdf, type OiPdfData } from "@/features/billing/insertion-orders/server/pdf";
import { sealOiPdf } from "@/features/billing/insertion-orders/server/seal";
import { verifySealedPdf } from "@/features/billing/insertion-orders/server/verify";
import { startLocalTsa, type LocalTsa } from "@/scripts/timestamp-authority";
import { OID } from "./oids";
import { TimestampError } from "./timestamp";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "weedo-pades-"));
const cert = platformCertificateOf(generatePlatformP12(), "", true);

const OI: OiPdfData = {
  id: 7,
  title: "Campagne assurance auto",
  advertiser: {
    society: "Assurances Martin",
    firstName: "Léa",
    lastName: "Martin",
    email: "lea@exemple.fr",
    address: "1 rue de la Paix, 75002 Paris",
  },
  programName: "Assurance auto",
  model: "CPL",
  priceCents: 1_250,
  volume: 500,
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  terms: "Leads exclusifs, formulaire en double opt-in.",
  updatedAt: new Date("2026-11-30T10:00:00Z"),
};

async function seal(tsaUrl: string | null) {
  return sealOiPdf(
    {
      oiId: 7,
      title: "Campagne assurance auto",
      unsigned: await renderOiPdf(OI),
      signer: { userId: 4, name: "Léa Martin", email: "lea@exemple.fr" },
      method: "typed",
      png: null,
      typedName: "Léa Martin",
      ip: "192.0.2.1",
      userAgent: "Mozilla/5.0",
      signedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
    },
    cert,
    { tsaUrl },
  );
}

/** What poppler's pdfsig says of a file. */
async function pdfsig(pdf: Buffer, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return (await run("pdfsig", [file])).stdout;
}

/** The CMS SignedData in the file's last signature (its /Contents, zero padding dropped). */
function signedDataOf(pdf: Buffer) {
  const ranges = [...pdf.toString("latin1").matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const [, b, c] = ranges.at(-1)!.slice(1).map(Number) as [number, number, number, number];
  const der = Buffer.from(pdf.subarray(b + 1, c - 1).toString("latin1"), "hex");
  const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(der)).result });
  return new pkijs.SignedData({ schema: info.content });
}

describe("insertion orders sealed as PAdES baseline signatures", () => {
  let tsa: LocalTsa;
  beforeAll(async () => {
    tsa = await startLocalTsa();
  });
  afterAll(() => tsa.close());

  it("is a valid ETSI.CAdES.detached signature over the whole file, with the signing certificate bound in (B-B)", async () => {
    const sealed = await seal(null);
    const out = await pdfsig(sealed, "b-b.pdf");
    expect(out).toContain("Signature Type: ETSI.CAdES.detached");
    expect(out).toContain("Signature Validation: Signature is Valid.");
    expect(out).toContain("Total document signed");
    const signer = signedDataOf(sealed).signerInfos[0]!;
    expect(signer.signedAttrs!.attributes.map((a) => a.type).sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    expect(signer.unsignedAttrs).toBeUndefined();
    expect(verifySealedPdf(sealed, { certificateFingerprint: cert.fingerprint })).toEqual({
      intact: true,
      check: "ok",
    });
  });

  it("carries an RFC 3161 timestamp of its signature value that the authority's certificate verifies (B-T)", async () => {
    const sealed = await seal(tsa.url);
    const out = await pdfsig(sealed, "b-t.pdf");
    expect(out).toContain("Signature Validation: Signature is Valid.");
    expect(out).toContain("Total document signed");
    const signer = signedDataOf(sealed).signerInfos[0]!;
    const attr = signer.unsignedAttrs!.attributes.find((a) => a.type === OID.signatureTimeStamp)!;
    const token = Buffer.from(attr.values[0]!.toBER(false));
    writeFileSync(path.join(dir, "token.der"), token);
    writeFileSync(path.join(dir, "tsa.pem"), tsa.certificatePem);
    const digest = createHash("sha256").update(signer.signature.valueBlock.valueHexView).digest("hex");
    const verified = await run("openssl", [
      "ts",
      "-verify",
      "-token_in",
      "-in",
      path.join(dir, "token.der"),
      "-digest",
      digest,
      "-CAfile",
      path.join(dir, "tsa.pem"),
    ]);
    expect(verified.stdout).toContain("Verification: OK");
    expect(verifySealedPdf(sealed, { certificateFingerprint: cert.fingerprint })).toEqual({
      intact: true,
      check: "ok",
    });
  });

  it("refuses to seal when the timestamp authority does not answer, rather than seal without its time", async () => {
    await expect(seal("http://127.0.0.1:9/tsa")).rejects.toBeInstanceOf(TimestampError);
  });

  it("says on the evidence page that a generated certificate is the demo's and whether the seal is timestamped", async () => {
    const { stdout } = await run("pdftotext", ["-layout", path.join(dir, "b-t.pdf"), "-"]);
    expect(stdout.replace(/\s+/g, " ")).toContain("généré par la plateforme pour la démonstration");
    expect(stdout.replace(/\s+/g, " ")).toContain("horodaté (RFC 3161)");
  });
});
