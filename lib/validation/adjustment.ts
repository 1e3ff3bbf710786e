import { z } from "zod";

/** An administrator's ledger adjustment: a signed amount HT in cents, never zero, with its reason. */
export const adjustmentSchema = z.object({
  userId: z.number().int().positive(),
  amountCents: z
    .number({ error: "amountRequired" })
    .int({ error: "amountCents" })
    .refine((v) => v !== 0, { error: "amountNonZero" })
    .refine((v) => Math.abs(v) <= 100_000_000, { error: "amountMax" }),
  reason: z.string().trim().min(3, { error: "reasonRequired" }).max(500, { error: "tooLong" }),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/** "-12,50" or "+30" (euros typed in a form) → signed cents; NaN when it is not an amount. */
export function signedEurosToCents(value: string): number {
  const s = value
    .trim()
    .replace(/\s|\u00a0|€/g, "")
    .replace(",", ".");
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s) * 100);
}
