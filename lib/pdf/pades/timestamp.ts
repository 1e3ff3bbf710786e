import { randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import { outboundRequest } from "@/lib/http/outbound";
import { own, pkijsEngine } from "./engine";
import { OID } from "./oids";

export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TimestampError";
  }
}

/** What a timestamp authority certified: its token (to embed) and the time it gives. */
export interface Timestamp {
  token: Uint8Array;
  genTime: Date;
  /** The TSA's name as its certificate gives it. */
  authority: string;
}

/**
 * RFC 3161: asks the timestamp authority at `url` to certify the SHA-256 `digest` (with a nonce and
 * its certificate in the token), through the one guarded outbound client (the TSA is the operator's
 * configuration, so a local one is allowed). The answer is checked before it is used: granted, for
 * this digest, with this nonce.
 */
export async function requestTimestamp(url: string, digest: Uint8Array): Promise<Timestamp> {
  pkijsEngine();
  const nonce = randomBytes(8);
  nonce[0]! &= 0x7f;
  const req = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: own(digest) }),
    }),
    nonce: new asn1js.Integer({ valueHex: own(nonce) }),
    certReq: true,
  });
  const r = await outboundRequest({
    url,
    method: "POST",
    headers: { "content-type": "application/timestamp-query", accept: "application/timestamp-reply" },
    body: new Uint8Array(req.toSchema().toBER(false)),
    maxBytes: 256 * 1024,
    allowPrivate: true,
  });
  if (r.error) throw new TimestampError(`timestamp authority unreachable: ${r.error.message}`);
  if (!r.ok) throw new TimestampError(`timestamp authority answered ${r.status}`);
  const resp = pkijs.TimeStampResp.fromBER(own(r.body));
  const status = resp.status.status;
  if ((status !== 0 && status !== 1) || !resp.timeStampToken)
    throw new TimestampError(`timestamp refused (PKIStatus ${status})`);
  const signed = new pkijs.SignedData({ schema: resp.timeStampToken.content });
  const info = pkijs.TSTInfo.fromBER(own(signed.encapContentInfo.eContent!.valueBlock.valueHexView));
  if (!Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(Buffer.from(digest)))
    throw new TimestampError("the timestamp certifies another digest");
  if (!info.nonce || !Buffer.from(info.nonce.valueBlock.valueHexView).equals(nonce))
    throw new TimestampError("the timestamp answers another request (nonce)");
  const tsaCert = signed.certificates?.find((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const cn = tsaCert?.subject.typesAndValues.find((tv) => tv.type === "2.5.4.3")?.value.valueBlock.value;
  return {
    token: new Uint8Array(resp.timeStampToken.toSchema().toBER(false)),
    genTime: info.genTime,
    authority: typeof cn === "string" ? cn : "TSA",
  };
}
