import type { LeadCriteria } from "@/lib/db/schema/market-orders";
import { parisClock } from "@/lib/domain/paris-time";

export type SaleType = "exclusive" | "duo" | "trio";

/** How many buyers a lead may have once sold under a sale type. */
export const BUYER_LIMIT: Record<SaleType, 1 | 2 | 3> = { exclusive: 1, duo: 2, trio: 3 };

export const saleTypeOfLimit = (limit: number): SaleType | null =>
  limit === 1 ? "exclusive" : limit === 2 ? "duo" : limit === 3 ? "trio" : null;

export interface LeadFacts {
  postcode: string;
  department: string;
  age: number | null;
  fields: Record<string, string | number | boolean>;
}

/** Whether a lead meets an order's (or a filter's) criteria; empty lists mean "any". */
export function matchesCriteria(lead: LeadFacts, c: LeadCriteria | null | undefined): boolean {
  if (!c) return true;
  if (c.departments?.length && !c.departments.some((d) => d.toUpperCase() === lead.department.toUpperCase()))
    return false;
  if (c.postcodes?.length && !c.postcodes.some((p) => lead.postcode.startsWith(p))) return false;
  if (c.ageMin != null && (lead.age == null || lead.age < c.ageMin)) return false;
  if (c.ageMax != null && (lead.age == null || lead.age > c.ageMax)) return false;
  for (const [key, accepted] of Object.entries(c.fields ?? {})) {
    if (!accepted?.length) continue;
    const value = lead.fields[key];
    if (value === undefined || !accepted.some((a) => String(a) === String(value))) return false;
  }
  return true;
}

/** Whether a lead's buyer limit still lets a buyer of `saleType` in. */
export function limitAllows(lead: { buyerLimit: number | null; soldCount: number }, saleType: SaleType): boolean {
  if (lead.buyerLimit == null) return lead.soldCount === 0;
  return lead.buyerLimit === BUYER_LIMIT[saleType] && lead.soldCount < lead.buyerLimit;
}

/** Whether an order delivers at `now`: its ISO weekdays and [hourFrom, hourTo) in Europe/Paris. */
export function inSchedule(order: { days: number[]; hourFrom: number; hourTo: number }, now: Date): boolean {
  const { weekday, hour } = parisClock(now);
  return order.days.includes(weekday) && hour >= order.hourFrom && hour < order.hourTo;
}
