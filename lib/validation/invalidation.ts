import { z } from "zod";

/** Spec §4 reasons (same order and values as the market_invalidations check). */
export const INVALIDATION_REASON_VALUES = [
  "no_answer",
  "no_request",
  "fake_phone",
  "number_not_allocated",
  "ws_refused",
  "no_ws_return",
] as const;
export type InvalidationReason = (typeof INVALIDATION_REASON_VALUES)[number];
/** Spec §4 outcomes: a request starts "being processed". */
export const INVALIDATION_OUTCOME_VALUES = ["being_processed", "valid", "accepted", "refused"] as const;
export type InvalidationOutcome = (typeof INVALIDATION_OUTCOME_VALUES)[number];

/** An advertiser asks to invalidate one bought lead (one sale). */
export const invalidationRequestSchema = z.object({
  saleId: z.number().int().positive(),
  reason: z.enum(INVALIDATION_REASON_VALUES, { error: "reasonRequired" }),
  comment: z.string().trim().max(1000, { error: "tooLong" }).default(""),
});
export type InvalidationRequestInput = z.input<typeof invalidationRequestSchema>;

/** An administrator decides one or several requests; a refusal carries a note. */
export const invalidationDecisionSchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, { error: "selectionRequired" }).max(500),
    outcome: z.enum(INVALIDATION_OUTCOME_VALUES, { error: "outcome" }),
    note: z.string().trim().max(1000, { error: "tooLong" }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === "refused" && v.note.length < 3)
      ctx.addIssue({ code: "custom", path: ["note"], message: "noteRequired" });
  });
export type InvalidationDecisionInput = z.input<typeof invalidationDecisionSchema>;

/** The invalidation policy stored in market_settings under `invalidation_policy`. */
export const invalidationPolicySchema = z.object({
  maxLeadAgeDays: z
    .number({ error: "numberRequired" })
    .int({ error: "integer" })
    .min(1, { error: "min1" })
    .max(365, { error: "max365" }),
  maxReturnRatePercent: z
    .number({ error: "numberRequired" })
    .int({ error: "integer" })
    .min(0, { error: "min0" })
    .max(100, { error: "max100" }),
});
export type InvalidationPolicy = z.infer<typeof invalidationPolicySchema>;

export const DEFAULT_INVALIDATION_POLICY: InvalidationPolicy = { maxLeadAgeDays: 7, maxReturnRatePercent: 20 };
export const INVALIDATION_POLICY_KEY = "invalidation_policy";
/** The window of the return rate. */
export const RETURN_RATE_WINDOW_DAYS = 30;
