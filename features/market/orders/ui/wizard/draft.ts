import type { z } from "zod";
import {
  orderCategorySchema,
  orderDeliverySchema,
  orderSaleTypeSchema,
  orderScheduleSchema,
} from "@/lib/validation/order";
import {
  checkCriteria,
  criteriaFromDraft,
  draftFromCriteria,
  emptyCriteria,
  type CriteriaDraft,
} from "@/features/market/filters/ui/criteria-editor";
import type { DeliveryMode, MarketOrder, SaleType } from "../operations";

export const STEPS = ["category", "saleType", "filters", "schedule", "delivery", "summary"] as const;
export type Step = (typeof STEPS)[number];
export const SALE_TYPES: SaleType[] = ["exclusive", "duo", "trio"];

/** The wizard's form state: what the user typed, as typed (numbers stay strings until checked). */
export interface Draft {
  categoryId: number | null;
  saleType: SaleType | null;
  filterId: number | null;
  criteria: CriteriaDraft;
  totalVolume: string;
  dailyCap: string;
  days: number[];
  hourFrom: number;
  hourTo: number;
  delivery: DeliveryMode | null;
  promoCode: string;
}

export type SetDraftField = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

export const initialDraft = (): Draft => ({
  categoryId: null,
  saleType: null,
  filterId: null,
  criteria: emptyCriteria(),
  totalVolume: "100",
  dailyCap: "",
  days: [1, 2, 3, 4, 5],
  hourFrom: 8,
  hourTo: 20,
  delivery: null,
  promoCode: "",
});

export const draftFromOrder = (o: MarketOrder): Draft => ({
  categoryId: o.categoryId,
  saleType: o.saleType,
  filterId: o.filterId,
  criteria: draftFromCriteria(o.criteria),
  totalVolume: String(o.totalVolume),
  dailyCap: o.dailyCap == null ? "" : String(o.dailyCap),
  days: o.days,
  hourFrom: o.hourFrom,
  hourTo: o.hourTo,
  delivery: o.delivery,
  promoCode: o.promoCode ?? "",
});

export const toInt = (s: string): number => (s.trim() === "" ? Number.NaN : Number(s));
const dailyCapOf = (d: Draft) => (d.dailyCap.trim() === "" ? null : toInt(d.dailyCap));

const issuesOf = (r: z.ZodSafeParseResult<unknown>): Record<string, string> =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));

/**
 * A step's problems, field → `marketOrders.errors` key, checked with the same zod schemas as the API
 * so that the next step opens only on what the server would accept.
 */
export function stepIssues(step: Step | undefined, d: Draft): Record<string, string> {
  switch (step) {
    case "category":
      return issuesOf(orderCategorySchema.safeParse({ categoryId: d.categoryId ?? undefined }));
    case "saleType":
      return issuesOf(orderSaleTypeSchema.safeParse({ saleType: d.saleType ?? undefined }));
    case "filters":
      // Criteria issues are shown per criterion (the first segment of the path).
      return Object.fromEntries(
        Object.entries(issuesOf(checkCriteria(d.criteria))).map(([k, v]) => [k.split(".")[0]!, v]),
      );
    case "schedule":
      return issuesOf(
        orderScheduleSchema.safeParse({
          totalVolume: toInt(d.totalVolume),
          dailyCap: dailyCapOf(d),
          days: d.days,
          hourFrom: d.hourFrom,
          hourTo: d.hourTo,
        }),
      );
    case "delivery":
      return issuesOf(orderDeliverySchema.safeParse({ delivery: d.delivery ?? undefined }));
    default:
      return {};
  }
}

/** The create/update input of a draft whose steps all passed `stepIssues`. */
export const orderInputOf = (d: Draft) => ({
  categoryId: d.categoryId!,
  saleType: d.saleType!,
  filterId: d.filterId,
  criteria: criteriaFromDraft(d.criteria),
  totalVolume: toInt(d.totalVolume),
  dailyCap: dailyCapOf(d),
  days: d.days,
  hourFrom: d.hourFrom,
  hourTo: d.hourTo,
  delivery: d.delivery!,
});
