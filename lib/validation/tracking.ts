import { z } from "zod";
import { LEAD_STATUSES } from "@/lib/domain/states";
import { isCalendarDay, MONTH_PATTERN } from "./day";

const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v == null ? undefined : String(v).trim() || undefined))
    .pipe(z.string().max(max, "tooLong").optional());

const optionalId = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v == null || String(v).trim() === "" ? undefined : String(v).trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, "notAnId")
      .transform(Number)
      .optional(),
  );

/**
 * A lead postback (GET query, form or JSON): `click_id`, or `campagne` (the campaign's tracking
 * id) with `p` (the publisher's client id) and `sig` (the advertiser's signature of the call); then
 * `s` (support id), `sub` (sub-id), `email`, `phone`. Other parameters (such as `ts`) are only signed.
 * Messages are keys of the `myaffilTracking.errors` namespace.
 */
export const postbackSchema = z
  .object({
    click_id: optionalText(64),
    campagne: optionalText(64),
    p: optionalId,
    s: optionalId,
    sub: optionalText(100),
    email: optionalText(254).pipe(z.email("email").optional()),
    phone: optionalText(32),
    /** Hex HMAC-SHA256 (features/myaffil/tracking/server/tracking/signature.ts). */
    sig: optionalText(64).pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, "signature")
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.click_id) return;
    if (!v.campagne) ctx.addIssue({ code: "custom", path: ["campagne"], message: "campaignRequired" });
    if (v.p === undefined) ctx.addIssue({ code: "custom", path: ["p"], message: "publisherRequired" });
  });
export type PostbackInput = z.output<typeof postbackSchema>;

export const leadStatusSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, "noLeads").max(1000, "tooMany"),
  status: z.enum(LEAD_STATUSES, { message: "status" }),
});

export const monthSchema = z.string().regex(MONTH_PATTERN, "month");
export const daySchema = z.string().refine(isCalendarDay, "day");

export const objectiveSchema = z.object({
  advertiserClientId: z.number().int().positive("client"),
  month: monthSchema,
  targetLeads: z.number().int("integer").min(0, "negative").max(10_000_000, "tooLarge"),
  targetRevenueCents: z.number().int("integer").min(0, "negative").max(100_000_000_000, "tooLarge"),
});
export type ObjectiveInput = z.infer<typeof objectiveSchema>;

export const manivoxTagSchema = z.object({
  name: z.string().trim().min(1, "required").max(80, "tooLong"),
  campaignId: z.number().int().positive().nullable(),
  phoneNumber: z.string().trim().min(1, "required").max(32, "tooLong"),
  active: z.boolean(),
});
export type ManivoxTagInput = z.infer<typeof manivoxTagSchema>;
