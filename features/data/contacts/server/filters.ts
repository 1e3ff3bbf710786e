import { z } from "zod";
import { DATA_CONTACT_STATES } from "@/lib/domain/states";
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
const period = <T extends { from?: string; to?: string }>(f: T) => !f.from || !f.to || f.from <= f.to;

/**
 * The contact stock's filters (vuestock, its CSV): part of an address, a source, a theme, a state and
 * a period of Paris days on the consent date. Empty strings mean "any".
 */
export const contactFilterSchema = z
  .object({
    search: text(120),
    source: text(80),
    theme: text(80),
    state: z
      .union([z.literal(""), z.enum(DATA_CONTACT_STATES)])
      .transform((v) => v || undefined)
      .optional(),
    from: day,
    to: day,
  })
  .refine(period, { message: "period", path: ["to"] });
export type ContactFilter = z.output<typeof contactFilterSchema>;
export const CONTACT_FILTER_KEYS = ["search", "source", "theme", "state", "from", "to"] as const;

/** The suppression list's filters (contactsDesabonnes, its CSV, statsDésabonnes). */
export const suppressionFilterSchema = z
  .object({ search: text(120), source: text(80), theme: text(80), from: day, to: day })
  .refine(period, { message: "period", path: ["to"] });
export type SuppressionFilter = z.output<typeof suppressionFilterSchema>;
export const SUPPRESSION_FILTER_KEYS = ["search", "source", "theme", "from", "to"] as const;

/** A filter from a URL's search parameters (pages and CSV links share them); null when invalid. */
export function filterOf<S extends z.ZodType>(
  schema: S,
  keys: readonly string[],
  params: URLSearchParams,
): z.output<S> | null {
  const parsed = schema.safeParse(Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])));
  return parsed.success ? parsed.data : null;
}

/** The caller's text, made safe for ILIKE. */
export const likeOf = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An address as the base stores it; null when it is not one. */
export function normalEmail(raw: string): string | null {
  const e = raw.trim().toLowerCase();
  return e.length <= 254 && z.email().safeParse(e).success ? e : null;
}
