import { z } from "zod";
import { TELETECH_OUTCOMES } from "@/lib/domain/states";
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

/**
 * The /TeletechLeads filters, as the GraphQL field, the page's search parameters and the CSV export
 * take them: an outcome, a campaign (its name, partial, or its id), a lead (e-mail or phone, partial)
 * and a period of Paris call days. Empty strings mean "any".
 */
export const teletechFilterSchema = z
  .object({
    outcome: z
      .union([z.literal(""), z.enum(TELETECH_OUTCOMES)])
      .transform((v) => v || undefined)
      .optional(),
    campaign: text(100),
    lead: text(120),
    from: day,
    to: day,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period", path: ["to"] });

export type TeletechFilter = z.output<typeof teletechFilterSchema>;
export const TELETECH_FILTER_KEYS = ["outcome", "campaign", "lead", "from", "to"] as const;

/** The filter of a URL's search parameters (the page and the CSV link share them); null when invalid. */
export function teletechFilterOf(params: URLSearchParams): TeletechFilter | null {
  const raw = Object.fromEntries(TELETECH_FILTER_KEYS.map((k) => [k, params.get(k) ?? ""]));
  const parsed = teletechFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
