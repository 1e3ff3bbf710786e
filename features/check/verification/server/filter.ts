import { z } from "zod";
import { CHECK_SOURCES, CHECK_VERDICTS } from "@/lib/domain/states";
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
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("")])
    .transform((v) => (v || undefined) as T[number] | undefined)
    .optional();
const id = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/)
  .transform((v) => (v ? Number(v) : undefined))
  .optional();

/**
 * The verifications' and events' filters, as the GraphQL fields, the pages' search parameters and
 * the CSV exports take them: a period of Paris days, a verdict, a source, a search (e-mail or phone,
 * partial), a client (administrators) and a list. Empty strings mean "any".
 */
export const checkFilterSchema = z
  .object({
    from: day,
    to: day,
    verdict: oneOf(CHECK_VERDICTS),
    source: oneOf(CHECK_SOURCES),
    q: text(120),
    client: id,
    list: id,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period", path: ["to"] });

export type CheckFilter = z.output<typeof checkFilterSchema>;
export const CHECK_FILTER_KEYS = ["from", "to", "verdict", "source", "q", "client", "list"] as const;

/** The filter of a URL's search parameters; null when invalid. */
export function checkFilterOf(params: URLSearchParams): CheckFilter | null {
  const raw = Object.fromEntries(CHECK_FILTER_KEYS.map((k) => [k, params.get(k) ?? ""]));
  const parsed = checkFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
