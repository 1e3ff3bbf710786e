import { z } from "zod";
import { isCalendarDay } from "@/lib/validation/day";

/** A period of Paris days, both included (the date range of the statistics screens). */
export const periodSchema = z
  .object({
    from: z.string().trim().refine(isCalendarDay, "day"),
    to: z.string().trim().refine(isCalendarDay, "day"),
  })
  .refine((p) => p.from <= p.to, { message: "period", path: ["to"] })
  // Long enough for a year-on-year view, short enough that a typo is not a scan of all history.
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 3 * 366 * 86_400_000, { message: "span", path: ["to"] });
export type Period = z.output<typeof periodSchema>;
