import { isValidBBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";

/** Spec section 5: 23 letters or digits, no spaces or special characters. */
export const RIB_PATTERN = /^[A-Za-z0-9]{23}$/;
/** Account number (IBAN): 14 to 34 letters or digits. */
export const IBAN_PATTERN = /^[A-Za-z0-9]{14,34}$/;
/** Bank code (SWIFT/BIC): 8 or 11 letters or digits. */
export const SWIFT_PATTERN = /^(?:[A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/;

/**
 * The RIB key: a French RIB (bank code 5, branch code 6, account number 11, key 2) is exactly the French BBAN,
 * whose key is 97 − (89 × bank + 15 × branch + 3 × account) mod 97 with letters mapped to digits; ibantools checks
 * it (checkFrenchBBAN), so no hand-written arithmetic here.
 */
export const isValidRibKey = (rib: string) => isValidBBAN(rib.toUpperCase(), "FR");
/** ISO 13616 mod-97 check digits, plus the country's length, format and national key where ibantools knows one. */
export const isValidIbanChecksum = (iban: string) => isValidIBAN(iban.toUpperCase());
/** ISO 9362: bank (4 letters), ISO country, location (2), optional branch (3). */
export const isValidSwiftCode = (swift: string) => isValidBIC(swift.toUpperCase());

/** The key is only worth checking on a well-formed value: otherwise the format message alone is shown. */
const keyWhenWellFormed = (pattern: RegExp, valid: (v: string) => boolean) => (v: string) =>
  !pattern.test(v) || valid(v);

const text = (max: number) => z.string().trim().min(1, { message: "required" }).max(max, { message: "tooLong" });

const common = {
  accountOwner: text(120),
  bankName: text(120),
};

/** French (RIB) or international (IBAN, SWIFT, VAT number when subject to VAT) bank details of a publisher. */
export const bankDetailsSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("fr"),
      ...common,
      rib: z
        .string()
        .trim()
        .regex(RIB_PATTERN, { message: "rib" })
        .refine(keyWhenWellFormed(RIB_PATTERN, isValidRibKey), { message: "ribKey" }),
    }),
    z
      .object({
        kind: z.literal("intl"),
        ...common,
        iban: z
          .string()
          .trim()
          .regex(IBAN_PATTERN, { message: "iban" })
          .refine(keyWhenWellFormed(IBAN_PATTERN, isValidIbanChecksum), { message: "ibanChecksum" }),
        swift: z
          .string()
          .trim()
          .regex(SWIFT_PATTERN, { message: "swift" })
          .refine(keyWhenWellFormed(SWIFT_PATTERN, isValidSwiftCode), { message: "swiftCode" }),
        vatSubject: z.boolean(),
        vatNumber: z.string().trim().max(30, { message: "tooLong" }).optional(),
      })
      .superRefine((v, ctx) => {
        if (v.vatSubject && !v.vatNumber)
          ctx.addIssue({ code: "custom", path: ["vatNumber"], message: "vatNumberRequired" });
      }),
  ],
  { error: "bankKind" },
);
export type BankDetailsInput = z.infer<typeof bankDetailsSchema>;
