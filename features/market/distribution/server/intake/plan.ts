import type { LeadCriteria } from "@/lib/db/schema/market-orders";
import {
  BUYER_LIMIT,
  inSchedule,
  limitAllows,
  matchesCriteria,
  type LeadFacts,
  type SaleType,
} from "../distribution/criteria";

/** An order in progress of the lead's category, with what decides whether it can buy now. */
export interface Candidate {
  id: number;
  userId: number;
  saleType: SaleType;
  priceCents: number;
  criteria: LeadCriteria | null;
  days: number[];
  hourFrom: number;
  hourTo: number;
  delivered: number;
  totalVolume: number;
  dailyCap: number | null;
  /** The order's sales on the Paris day of the intake. */
  today: number;
  /** The buyer's balance. */
  balance: number;
}

/** What the order's own figures say (the volume, the daily cap and its buyer's balance). */
export function canBuy(
  o: Pick<Candidate, "delivered" | "totalVolume" | "dailyCap" | "today" | "balance" | "priceCents">,
) {
  return o.delivered < o.totalVolume && (o.dailyCap == null || o.today < o.dailyCap) && o.balance >= o.priceCents;
}

/**
 * The distribution engine's walk for a fresh lead, on the orders' figures at hand: best-paying
 * first (the caller passes them sorted by price desc, then oldest), one sale per buyer, the first
 * sale fixing the buyer limit (exclusive 1, duo 2, trio 3), within schedule and criteria, until
 * the limit is reached. The same choices distributeLead makes one sale at a time.
 */
export function planSales<C extends Candidate>(orders: C[], lead: LeadFacts, now: Date): C[] {
  const state: { buyerLimit: number | null; soldCount: number } = { buyerLimit: null, soldCount: 0 };
  const buyers = new Set<number>();
  const picks: C[] = [];
  for (const o of orders) {
    if (buyers.has(o.userId) || !limitAllows(state, o.saleType)) continue;
    if (!canBuy(o) || !inSchedule(o, now) || !matchesCriteria(lead, o.criteria)) continue;
    picks.push(o);
    buyers.add(o.userId);
    state.buyerLimit ??= BUYER_LIMIT[o.saleType];
    state.soldCount += 1;
    if (state.soldCount >= state.buyerLimit) break;
  }
  return picks;
}
