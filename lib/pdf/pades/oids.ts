/** The object identifiers a PAdES seal names (RFC 5652, RFC 5035, RFC 3161, RFC 5126). */
export const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  /** ESS signing-certificate-v2 (RFC 5035): binds the signer's certificate into what is signed. */
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  /** CAdES signature-time-stamp (RFC 3161 token over the signature value, an unsigned attribute). */
  signatureTimeStamp: "1.2.840.113549.1.9.16.2.14",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  sha256WithRsa: "1.2.840.113549.1.1.11",
} as const;
