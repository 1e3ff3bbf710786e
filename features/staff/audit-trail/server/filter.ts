import { z } from "zod";
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
 * The /Logs filters, as the GraphQL field, the page's search parameters and the CSV export all
 * take them: a person (e-mail or name, partial), an action, an entity (type, and an id within it),
 * and a period of Paris days. Empty strings mean "any".
 */
export const auditFilterSchema = z
  .object({
    actor: text(120),
    action: text(60),
    targetType: text(60),
    targetId: text(60),
    from: day,
    to: day,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period", path: ["to"] });

export type AuditFilter = z.output<typeof auditFilterSchema>;

/** The filter of a URL's search parameters (the page and the CSV link share them); null when invalid. */
export function auditFilterOf(params: URLSearchParams): AuditFilter | null {
  const raw = Object.fromEntries(
    ["actor", "action", "targetType", "targetId", "from", "to"].map((k) => [k, params.get(k) ?? ""]),
  );
  const parsed = auditFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
