import { z } from "zod";
import { MG_PRODUCTS } from "@/lib/domain/states";
import { calendarDay, daysInRange, MAX_STATS_DAYS } from "@/lib/validation/myaffil-stats";
import type { MgStatsFilter } from "./advertiser-stats";

/** The period (at most a year of Paris days) and product of the advertiser's statistics and extract. */
export const mgAdvertiserFilterSchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    product: z.enum(MG_PRODUCTS).nullish(),
    page: z.number().int().min(1).max(100_000).nullish(),
  })
  .refine((r) => r.from <= r.to, { error: "rangeOrder", path: ["to"] })
  .refine((r) => daysInRange(r.from, r.to) <= MAX_STATS_DAYS, { error: "rangeTooLong", path: ["to"] });

/** The same filter from a CSV link's query string; null when it does not hold. */
export function mgFilterOfSearch(params: URLSearchParams): MgStatsFilter | null {
  const r = mgAdvertiserFilterSchema.safeParse({
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    product: params.get("product") || null,
  });
  if (!r.success) return null;
  return { from: r.data.from, to: r.data.to, product: r.data.product ?? undefined };
}
