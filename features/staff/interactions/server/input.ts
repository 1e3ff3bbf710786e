import { z } from "zod";
import { INTERACTION_KINDS, INTERACTION_OUTCOMES } from "@/lib/domain/states";
import { isCalendarDay } from "@/lib/validation/day";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();
const day = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDay(v), "day")
  .transform((v) => v || undefined)
  .optional();
const id = z.coerce.number().int().positive();

/**
 * The /bedrock/interactions filters, as the GraphQL field and the page's search parameters take
 * them: a kind, a staff member, a client (e-mail, name or company, partial; or one member's id), a
 * period of Paris days, and "follow-up due only". Empty strings mean "any".
 */
export const interactionFilterSchema = z
  .object({
    kind: z
      .enum(INTERACTION_KINDS)
      .or(z.literal("").transform(() => undefined))
      .optional(),
    staffId: z.union([id, z.literal("").transform(() => undefined)]).optional(),
    memberId: z.union([id, z.literal("").transform(() => undefined)]).optional(),
    client: text(120),
    from: day,
    to: day,
    due: z.boolean().optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period", path: ["to"] });

export type InteractionFilter = z.output<typeof interactionFilterSchema>;

/** A Paris wall-clock time as the form's datetime-local field sends it (minutes, seconds optional). */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** What a staff member writes: the staff member is the caller (kept on edits), never an input. */
export const interactionInputSchema = z.object({
  kind: z.enum(INTERACTION_KINDS),
  occurredAt: z
    .string()
    .trim()
    .refine((v) => LOCAL_TIME.test(v) && isCalendarDay(v.slice(0, 10)), "dateTime"),
  memberId: id,
  subject: z.string().trim().min(1, "required").max(200, "tooLong"),
  notes: z.string().trim().max(4000, "tooLong").default(""),
  outcome: z.enum(INTERACTION_OUTCOMES).default("pending"),
  followUpOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), "day")
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  followUpDone: z.boolean().default(false),
});

export type InteractionInput = z.output<typeof interactionInputSchema>;
