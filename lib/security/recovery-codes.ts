import { randomInt } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/idp/local/password";

/** Ten codes of ten characters (about 50 bits each), shown once as `xxxxx-xxxxx`. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read aloud or copied by hand, a code is not mistyped.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person typed, as it was hashed: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

/** argon2id, as passwords. */
export const hashRecoveryCode = (code: string): Promise<string> => hashPassword(normaliseRecoveryCode(code));

export const recoveryCodeMatches = (hash: string, code: string): Promise<boolean> =>
  verifyPassword(hash, normaliseRecoveryCode(code));
