import { z } from "zod";
import { DAY_PATTERN, isCalendarDay } from "./day";

/** The longest range a statistics screen may ask for, both ends included. */
export const MAX_STATS_DAYS = 366;

import { STATS_GROUP_BY } from "@/lib/domain/states";

export { STATS_GROUP_BY } from "@/lib/domain/states";
export type { StatsGroupBy } from "@/lib/domain/states";

export const STATS_SORT_FIELDS = [
  "key",
  "clicks",
  "leads",
  "validLeads",
  "invalidLeads",
  "duplicateLeads",
  "conversion",
  "revenue",
  "payout",
  "margin",
  "epc",
] as const;
export type StatsSortField = (typeof STATS_SORT_FIELDS)[number];

export const LEAD_STATUS_FILTERS = ["pending", "valid", "invalid", "duplicate"] as const;

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A calendar day YYYY-MM-DD that exists. */
export const calendarDay = z
  .string()
  .regex(DAY_PATTERN, "myaffilStats.errors.day")
  .refine(isCalendarDay, "myaffilStats.errors.day");

/** Number of calendar days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / 86_400_000) + 1;

const rangeShape = { from: calendarDay, to: calendarDay };

function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!DAY_PATTERN.test(v.from) || !DAY_PATTERN.test(v.to)) return;
  if (v.from > v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "myaffilStats.errors.rangeOrder" });
  else if (daysInRange(v.from, v.to) > MAX_STATS_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: "myaffilStats.errors.rangeTooLong" });
}

export const statsRangeSchema = z.object(rangeShape).superRefine(checkRange);

const id = z.number().int().positive();

/** Filters every statistics query accepts (the resolver narrows them to the caller's scope). */
export const statsFiltersShape = {
  programId: id.nullish(),
  campaignId: id.nullish(),
  publisherClientId: id.nullish(),
  advertiserClientId: id.nullish(),
  supportId: z.number().int().min(0).nullish(),
  subId: z.string().max(200).nullish(),
};

export const myaffilStatsInputSchema = z
  .object({
    ...rangeShape,
    groupBy: z.enum(STATS_GROUP_BY),
    /** A second dimension (pivot screens). */
    thenBy: z.enum(STATS_GROUP_BY).nullish(),
    ...statsFiltersShape,
    sort: z.enum(STATS_SORT_FIELDS).nullish(),
    sortDir: z.enum(["asc", "desc"]).nullish(),
    page: z.number().int().min(1).nullish(),
    pageSize: z.number().int().min(1).max(5000).nullish(),
  })
  .superRefine(checkRange)
  .superRefine((v, ctx) => {
    if (v.thenBy && v.thenBy === v.groupBy)
      ctx.addIssue({ code: "custom", path: ["thenBy"], message: "myaffilStats.errors.sameDimension" });
  });
export type MyaffilStatsInput = z.infer<typeof myaffilStatsInputSchema>;

export const leadDetailsInputSchema = z
  .object({
    ...rangeShape,
    ...statsFiltersShape,
    status: z.enum(LEAD_STATUS_FILTERS).nullish(),
    search: z.string().trim().max(200).nullish(),
    page: z.number().int().min(1).nullish(),
    pageSize: z.number().int().min(1).max(1000).nullish(),
  })
  .superRefine(checkRange);
export type LeadDetailsInput = z.infer<typeof leadDetailsInputSchema>;
