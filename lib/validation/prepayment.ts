import { z } from "zod";

import { PREPAYMENT_METHODS } from "@/lib/domain/states";

export { PREPAYMENT_METHODS } from "@/lib/domain/states";
export type { PrepaymentMethod } from "@/lib/domain/states";

/** The smallest top-up an advertiser may ask for: 1 € HT. */
export const MIN_PREPAYMENT_CENTS = 100;
/** A ceiling against typos (1 000 000 € HT). */
export const MAX_PREPAYMENT_CENTS = 100_000_000;

/**
 * A top-up request (amount HT in cents). Message values are keys of the `marketMoney.errors`
 * namespace, translated by the form and returned as is by the API.
 */
export const prepaymentRequestSchema = z.object({
  amountCents: z
    .number({ error: "amountRequired" })
    .int({ error: "amountCents" })
    .min(MIN_PREPAYMENT_CENTS, { error: "amountMin" })
    .max(MAX_PREPAYMENT_CENTS, { error: "amountMax" }),
  method: z.enum(PREPAYMENT_METHODS, { error: "method" }),
});
export type PrepaymentRequestInput = z.infer<typeof prepaymentRequestSchema>;

/** An administrator refuses a request: the reason is told to the advertiser. */
export const prepaymentRefusalSchema = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().min(3, { error: "reasonRequired" }).max(500, { error: "tooLong" }),
});
export type PrepaymentRefusalInput = z.infer<typeof prepaymentRefusalSchema>;

/** "12,50" or "12.5" (euros typed in a form) → 1250 cents; NaN when it is not an amount. */
export function eurosToCents(value: string): number {
  const s = value
    .trim()
    .replace(/\s|\u00a0|€/g, "")
    .replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s) * 100);
}
