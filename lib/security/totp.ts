import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/**
 * TOTP (RFC 6238) as authenticator apps do it: SHA-1, 6 digits, 30-second steps. A code of the step
 * before or after is accepted (clock drift), and never one of a step at or before the last accepted
 * one, so that a code seen over a shoulder or replayed from a log cannot be used again.
 */
const ISSUER = "Weedo";
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, account: string): string =>
  generateURI({ issuer: ISSUER, label: account, secret });

/** The QR code of the otpauth URI, as an SVG document rendered on the server. */
export const totpQrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });

/** The time step the code belongs to when it is valid and newer than `afterTimeStep`, else null. */
export async function checkTotp(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
