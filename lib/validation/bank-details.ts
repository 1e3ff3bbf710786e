import { z } from "zod";

/** Spec section 5: 23 letters or digits, no spaces or special characters. */
export const RIB_PATTERN = /^[A-Za-z0-9]{23}$/;
/** Account number (IBAN): 14 to 34 letters or digits. */
export const IBAN_PATTERN = /^[A-Za-z0-9]{14,34}$/;
/** Bank code (SWIFT/BIC): 8 or 11 letters or digits. */
export const SWIFT_PATTERN = /^(?:[A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/;

const text = (max: number) => z.string().trim().min(1, { message: "required" }).max(max, { message: "tooLong" });

const common = {
  accountOwner: text(120),
  bankName: text(120),
};

/** French (RIB) or international (IBAN, SWIFT, VAT number when subject to VAT) bank details of a publisher. */
export const bankDetailsSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("fr"), ...common, rib: z.string().trim().regex(RIB_PATTERN, { message: "rib" }) }),
    z
      .object({
        kind: z.literal("intl"),
        ...common,
        iban: z.string().trim().regex(IBAN_PATTERN, { message: "iban" }),
        swift: z.string().trim().regex(SWIFT_PATTERN, { message: "swift" }),
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
