import { createHash, webcrypto } from "node:crypto";
import { Signer } from "@signpdf/utils";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { own, pkijsEngine } from "./engine";
import { OID } from "./oids";
import type { Timestamp } from "./timestamp";

/** The seal's identity: its RSA key (PKCS#8 DER) and certificate (DER), with any intermediate certificates. */
export interface SealIdentity {
  keyPkcs8: Uint8Array;
  certificate: Uint8Array;
  chain?: Uint8Array[];
}

const sha256 = (b: Uint8Array) => new Uint8Array(createHash("sha256").update(b).digest());

/** ESS signing-certificate-v2 (RFC 5035) naming the signer's certificate by its SHA-256 and issuer/serial. */
function signingCertificateV2(cert: pkijs.Certificate, der: Uint8Array): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      // GeneralNames with one directoryName [4]
      new asn1js.Sequence({
        value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [cert.issuer.toSchema()] })],
      }),
      cert.serialNumber,
    ],
  });
  // The hash algorithm is SHA-256, the default: left out, as DER requires.
  const certId = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: sha256(der) }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

/**
 * A PAdES baseline signature (ETSI EN 319 142-1) for @signpdf: a detached CAdES SignedData over the
 * byte range, whose signed attributes are content-type, message-digest and signing-certificate-v2
 * (no signing-time: the signature dictionary's /M carries the claimed time), signed RSA-SHA256.
 * With `timestamp`, the signature value is timestamped (RFC 3161) and the token added as the
 * signature-time-stamp unsigned attribute: B-T level, the time proven by a third party.
 */
export class PadesSigner extends Signer {
  /** What the timestamp authority certified, once signed with one. */
  timestamp: Timestamp | null = null;

  constructor(
    private readonly identity: SealIdentity,
    private readonly stamp?: (digest: Uint8Array) => Promise<Timestamp>,
  ) {
    super();
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    pkijsEngine();
    const cert = pkijs.Certificate.fromBER(own(this.identity.certificate));
    const chain = (this.identity.chain ?? []).map((c) => pkijs.Certificate.fromBER(own(c)));
    const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 0,
      attributes: [
        new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
        new pkijs.Attribute({
          type: OID.messageDigest,
          values: [new asn1js.OctetString({ valueHex: sha256(pdfBuffer) })],
        }),
        new pkijs.Attribute({
          type: OID.signingCertificateV2,
          values: [signingCertificateV2(cert, this.identity.certificate)],
        }),
      ],
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs,
        }),
      ],
      certificates: [cert, ...chain],
    });
    const key = await webcrypto.subtle.importKey(
      "pkcs8",
      own(this.identity.keyPkcs8),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
    await signedData.sign(key, 0, "SHA-256");
    if (this.stamp) {
      const signerInfo = signedData.signerInfos[0]!;
      this.timestamp = await this.stamp(sha256(signerInfo.signature.valueBlock.valueHexView));
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [
          new pkijs.Attribute({
            type: OID.signatureTimeStamp,
            values: [asn1js.fromBER(own(this.timestamp.token)).result],
          }),
        ],
      });
    }
    const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(info.toSchema().toBER(false));
  }
}
