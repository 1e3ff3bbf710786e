import { z } from "zod";
import { PROGRAM_ACCESS, RECORD_STATES, REMUNERATION_MODELS } from "@/lib/domain/states";
import { BROADCAST_TYPES, THEME_IDS } from "@/lib/sign-up/lists";
import { isCalendarDay } from "./day";

export { PROGRAM_ACCESS, PROGRAM_VALIDATIONS, RECORD_STATES, REMUNERATION_MODELS } from "@/lib/domain/states";

// Every message is a key of "myaffilPrograms.validation": the forms translate it, and the API hands
// it back per field in the BAD_USER_INPUT error's extensions.fields.

export { PROGRAM_VALIDATION_KEYS, type ProgramValidationKey } from "./program-keys";

/** The largest amount a form accepts: 1 000 000 € in cents (fits a GraphQL Int). */
export const MAX_CENTS = 100_000_000;

export { DAY_PATTERN } from "./day";

/** A calendar day 'YYYY-MM-DD', or empty/null for none (stored as null). */
export const optionalDay = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
  .refine((v) => v === null || isCalendarDay(v), { message: "date" });

export const cents = z
  .number({ message: "required" })
  .int({ message: "integer" })
  .min(0, { message: "negativeAmount" })
  .max(MAX_CENTS, { message: "tooLarge" });

export function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

export const recordStateSchema = z.enum(RECORD_STATES, { message: "unknownState" });

/** The end may not come before the start (both optional). */
export function datesInOrder(v: { startsOn: string | null; endsOn: string | null }, ctx: z.RefinementCtx) {
  if (v.startsOn && v.endsOn && v.endsOn < v.startsOn)
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: "endBeforeStart" });
}

/**
 * A program as the admin form and the advertiser's form fill it. `advertiserClientId` is chosen by an
 * administrator (an advertiser's own program ignores it); the publisher payout never exceeds the price.
 */
export const programSchema = z
  .object({
    advertiserClientId: z
      .number({ message: "required" })
      .int({ message: "required" })
      .positive({ message: "required" })
      .nullable()
      .optional(),
    name: z.string().trim().min(1, { message: "required" }).max(200, { message: "tooLong" }),
    description: z.string().trim().max(10_000, { message: "tooLong" }),
    conditions: z.string().trim().max(10_000, { message: "tooLong" }),
    theme: z
      .union([z.enum(THEME_IDS, { message: "choose" }), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    model: z.enum(REMUNERATION_MODELS, { message: "choose" }),
    advertiserPriceCents: cents,
    publisherPayoutCents: cents,
    broadcastTypes: z.array(z.enum(BROADCAST_TYPES, { message: "choose" })).max(BROADCAST_TYPES.length),
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, { message: "countries" }),
      )
      .min(1, { message: "countries" })
      .max(50, { message: "countries" }),
    landingUrl: z
      .string()
      .trim()
      .min(1, { message: "required" })
      .max(2000, { message: "tooLong" })
      .refine(isHttpsUrl, { message: "url" }),
    startsOn: optionalDay,
    endsOn: optionalDay,
    access: z.enum(PROGRAM_ACCESS, { message: "choose" }),
  })
  .superRefine((v, ctx) => {
    if (v.publisherPayoutCents > v.advertiserPriceCents)
      ctx.addIssue({ code: "custom", path: ["publisherPayoutCents"], message: "payoutAbovePrice" });
    datesInOrder(v, ctx);
  });
export type ProgramInput = z.input<typeof programSchema>;
export type ProgramValues = z.output<typeof programSchema>;

export const duplicateProgramSchema = z.object({
  id: z.number().int().positive({ message: "unknownProgram" }),
  name: z.string().trim().min(1, { message: "required" }).max(200, { message: "tooLong" }),
});
export type DuplicateProgramInput = z.input<typeof duplicateProgramSchema>;

/** What an empty program form holds. */
export const EMPTY_PROGRAM: ProgramInput = {
  advertiserClientId: null,
  name: "",
  description: "",
  conditions: "",
  theme: "",
  model: "CPL",
  advertiserPriceCents: 0,
  publisherPayoutCents: 0,
  broadcastTypes: [],
  countries: ["FR"],
  landingUrl: "",
  startsOn: "",
  endsOn: "",
  access: "on_approval",
};

/** zod issues as { field: message key } (the first issue of each field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "input")] ??= issue.message;
  return fields;
}
