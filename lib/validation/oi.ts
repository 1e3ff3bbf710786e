import { z } from "zod";
import { OI_SIGNATURE_METHODS } from "@/lib/domain/states";
import { REMUNERATION_MODELS } from "@/lib/domain/states";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date" });

/**
 * An insertion order's terms, as the administrator drafts them (/add_oi) or edits them before
 * signature (/updateOi). Errors are message keys of the "oi.form.errors" namespace.
 */
export const oiTermsSchema = z
  .object({
    title: z.string().trim().min(3, { error: "titleRequired" }).max(200, { error: "tooLong" }),
    programId: z.number().int().positive().nullable(),
    model: z.enum(REMUNERATION_MODELS, { error: "modelRequired" }),
    priceCents: z
      .number({ error: "priceRequired" })
      .int({ error: "priceCents" })
      .min(0, { error: "priceRequired" })
      .max(10_000_000, { error: "priceMax" }),
    volume: z
      .number({ error: "volumeRequired" })
      .int({ error: "volumeRequired" })
      .min(1, { error: "volumeRequired" })
      .max(10_000_000, { error: "volumeMax" }),
    startsOn: isoDay,
    endsOn: isoDay,
    terms: z.string().max(10_000, { error: "tooLong" }),
  })
  .refine((v) => v.endsOn >= v.startsOn, { error: "period", path: ["endsOn"] });
export type OiTermsInput = z.infer<typeof oiTermsSchema>;

/** What the advertiser sends to sign: the hash of the PDF it read, its consent and its signature. */
export const oiSignSchema = z
  .object({
    documentSha256: z.string().regex(/^[0-9a-f]{64}$/, { error: "document" }),
    consent: z.literal(true, { error: "consentRequired" }),
    method: z.enum(OI_SIGNATURE_METHODS),
    /** data:image/png;base64,… from signature_pad (drawn). */
    signaturePng: z.string().max(700_000, { error: "signatureTooLarge" }).nullable(),
    /** The name typed as a signature (keyboard alternative). */
    typedName: z.string().trim().max(100, { error: "tooLong" }).nullable(),
  })
  .refine((v) => (v.method === "drawn" ? !!v.signaturePng : (v.typedName?.length ?? 0) >= 2), {
    error: "signatureRequired",
    path: ["signature"],
  });
export type OiSignInput = z.infer<typeof oiSignSchema>;

/** "12,50" or "0.8" (euros typed in a form) → cents; NaN when it is not an amount. */
export function eurosToCents(value: string): number {
  const s = value
    .trim()
    .replace(/\s|\u00a0|\u202f|€/g, "")
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [units, decimals = ""] = s.split(".");
  return Number(units) * 100 + Number(decimals.padEnd(2, "0"));
}
