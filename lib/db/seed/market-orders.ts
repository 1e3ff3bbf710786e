import { and, asc, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  balanceLedger,
  marketCategories,
  marketFilters,
  marketLeads,
  marketOrders,
  marketPromoCodes,
  marketSales,
  users,
  type LeadCriteria,
  type OrderState,
  type SaleType,
} from "../schema";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "./french";
import type { Random } from "./random";
import { parisDay } from "@/lib/domain/paris-time";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type At = (daysAgo: number, r?: Random) => Date;

/** A lead purchase the main seed lays out after each top-up: spend about `budgetCents` at `at`. */
export interface SpendPlanEntry {
  userId: number;
  /** The top-up it spends (one completed order per top-up). */
  group: string;
  at: Date;
  budgetCents: number;
}

const LIMIT: Record<SaleType, 1 | 2 | 3> = { exclusive: 1, duo: 2, trio: 3 };
const HOUR = 3_600_000;
/** Stock leads the demo carts point at (main seed and shell data): never sold by the seed. */
const CART_RESERVED = 60;

interface Category {
  id: number;
  priceExclusiveCents: number;
  priceDuoCents: number;
  priceTrioCents: number;
}
const priceOf = (c: Category, t: SaleType) =>
  t === "exclusive" ? c.priceExclusiveCents : t === "duo" ? c.priceDuoCents : c.priceTrioCents;

interface StockLead {
  id: number;
  categoryId: number;
  createdAt: Date;
  department: string;
  age: number | null;
  buyerLimit: number | null;
  soldCount: number;
  buyers: Set<number>;
}

/** Per user, the ledger as (time, amount) events, so that every sale keeps the balance ≥ 0 at every instant. */
class Ledgers {
  private events = new Map<number, { t: number; amount: number }[]>();
  add(userId: number, t: Date, amount: number) {
    const list = this.events.get(userId) ?? [];
    list.push({ t: t.getTime(), amount });
    list.sort((a, b) => a.t - b.t);
    this.events.set(userId, list);
  }
  /** Whether debiting `amount` at `t` keeps the balance ≥ 0 at every instant and ends ≥ `finalFloor`. */
  canDebit(userId: number, t: Date, amount: number, finalFloor = 0): boolean {
    let balance = 0;
    let inserted = false;
    for (const e of this.events.get(userId) ?? []) {
      if (!inserted && e.t > t.getTime()) {
        balance -= amount;
        inserted = true;
        if (balance < 0) return false;
      }
      balance += e.amount;
      if (balance < 0) return false;
    }
    if (!inserted) balance -= amount;
    return balance >= Math.max(0, finalFloor);
  }
  balance(userId: number): number {
    return (this.events.get(userId) ?? []).reduce((s, e) => s + e.amount, 0);
  }
}

async function insertSales(
  tx: Tx,
  sales: {
    leadId: number;
    userId: number;
    orderId: number | null;
    saleType: SaleType;
    priceCents: number;
    createdAt: Date;
  }[],
): Promise<void> {
  for (let i = 0; i < sales.length; i += 500) {
    const chunk = sales.slice(i, i + 500);
    const ids = await tx.insert(marketSales).values(chunk).returning({ id: marketSales.id });
    await tx.insert(balanceLedger).values(
      chunk.map((s, k) => ({
        userId: s.userId,
        kind: "sale" as const,
        amountCents: -s.priceCents,
        saleId: ids[k]!.id,
        createdAt: s.createdAt,
      })),
    );
  }
}

/** Leads that arrived and were sold at once (history older than the stock): created sold, one buyer each. */
async function insertSoldLeads(
  tx: Tx,
  rnd: Random,
  rows: { categoryId: number; saleType: SaleType; soldAt: Date }[],
  tag: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r, k) => {
      const place = rnd.pick(CITIES);
      const firstName = rnd.pick(FIRST_NAMES);
      const lastName = rnd.pick(LAST_NAMES);
      const createdAt = new Date(r.soldAt.getTime() - rnd.int(1, 120) * 60_000);
      const n = i + k;
      return {
        categoryId: r.categoryId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${tag}${n}@exemple.test`
          .toLowerCase()
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, ""),
        phone: `+337${String(20_000_000 + ((n * 7_919 + tag.length * 104_729) % 70_000_000)).slice(0, 8)}`,
        postcode: place.zip,
        department: place.zip.slice(0, 2),
        age: rnd.int(18, 80),
        state: "sold" as const,
        buyerLimit: LIMIT[r.saleType],
        soldCount: 1,
        createdAt,
        day: parisDay(createdAt),
      };
    });
    const inserted = await tx.insert(marketLeads).values(chunk).returning({ id: marketLeads.id });
    ids.push(...inserted.map((x) => x.id));
  }
  return ids;
}

interface OrderSpec {
  state: OrderState;
  cat: number;
  saleType: SaleType;
  volume: number;
  dailyCap: number | null;
  daysAgo: number;
  want: number;
  criteria?: LeadCriteria;
  promo?: boolean;
  delivery?: "webhook" | "email" | "csv";
}

/**
 * Marketplace orders, filters and promo codes of the demo, with real sales: the purchases the main
 * seed plans after each top-up (history), then orders in each state for annonceur@, multi@ and a few
 * generated advertisers fed from the stock. Every sale has its ledger debit; a lead never exceeds its
 * buyer limit nor goes twice to one buyer; no balance is ever below zero; annonceur@ stays above the
 * low-balance threshold.
 */
export async function seedMarketOrders(tx: Tx, rnd: Random, at: At, plan: SpendPlanEntry[] = []): Promise<void> {
  const categories: Category[] = await tx
    .select({
      id: marketCategories.id,
      priceExclusiveCents: marketCategories.priceExclusiveCents,
      priceDuoCents: marketCategories.priceDuoCents,
      priceTrioCents: marketCategories.priceTrioCents,
    })
    .from(marketCategories)
    .orderBy(asc(marketCategories.id));
  if (!categories.length) return;
  const cat = (i: number) => categories[i % categories.length]!;

  // Promo codes: a welcome amount (already credited to annonceur@ by the main seed), a running percent, an expired and a used-up one.
  const promos = await tx
    .insert(marketPromoCodes)
    .values([
      { code: "BIENVENUE", kind: "amount", value: 5_000, maxUses: 500, uses: 1, createdAt: at(200) },
      {
        code: "PRINTEMPS10",
        kind: "percent",
        value: 10,
        validFrom: parisDay(at(60)),
        validTo: parisDay(at(-60)),
        maxUses: 100,
        uses: 0,
        createdAt: at(60),
      },
      {
        code: "SOLAIRE20",
        kind: "percent",
        value: 20,
        validFrom: parisDay(at(200)),
        validTo: parisDay(at(120)),
        uses: 0,
        createdAt: at(200),
      },
      { code: "FIDELITE15", kind: "percent", value: 15, maxUses: 3, uses: 3, createdAt: at(180) },
      {
        code: "OFFRE100",
        kind: "amount",
        value: 10_000,
        validFrom: parisDay(at(30)),
        validTo: parisDay(at(-90)),
        maxUses: 50,
        uses: 0,
        active: true,
        createdAt: at(30),
      },
    ])
    .returning({ id: marketPromoCodes.id, code: marketPromoCodes.code });
  const promoId = (code: string) => promos.find((p) => p.code === code)!.id;
  await tx
    .update(balanceLedger)
    .set({ promoCodeId: promoId("BIENVENUE") })
    .where(and(eq(balanceLedger.userId, 4), eq(balanceLedger.kind, "promo")));

  // The ledger so far (top-ups, promo credits), as events per user.
  const ledgers = new Ledgers();
  for (const row of await tx
    .select({ userId: balanceLedger.userId, amount: balanceLedger.amountCents, at: balanceLedger.createdAt })
    .from(balanceLedger)) {
    ledgers.add(row.userId, row.at, Number(row.amount));
  }

  // 1. History: one completed order per top-up, its leads sold at the planned purchases.
  const groups = new Map<string, SpendPlanEntry[]>();
  for (const e of plan) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  const historicSales: {
    leadId: number;
    userId: number;
    orderId: number | null;
    saleType: SaleType;
    priceCents: number;
    createdAt: Date;
  }[] = [];
  for (const [group, entries] of groups) {
    const userId = entries[0]!.userId;
    const c = rnd.pick(categories);
    // Mostly exclusive (fewer, dearer leads keep the seed light), some duo.
    const saleType = rnd.chance(0.75) ? ("exclusive" as const) : ("duo" as const);
    const price = priceOf(c, saleType);
    const soldAt: Date[] = [];
    for (const e of entries) {
      const n = Math.floor(e.budgetCents / price);
      for (let k = 0; k < n; k++) {
        const t = new Date(e.at.getTime() + k * 60_000);
        if (!ledgers.canDebit(userId, t, price)) break;
        ledgers.add(userId, t, -price);
        soldAt.push(t);
      }
    }
    if (!soldAt.length) continue;
    const created = new Date(soldAt[0]!.getTime() - 2 * HOUR);
    const [order] = await tx
      .insert(marketOrders)
      .values({
        userId,
        categoryId: c.id,
        saleType,
        criteria: {},
        totalVolume: soldAt.length,
        delivery: rnd.pick(["email", "csv"] as const),
        unitPriceCents: price,
        state: "completed",
        delivered: soldAt.length,
        createdAt: created,
        updatedAt: soldAt.at(-1)!,
      })
      .returning({ id: marketOrders.id });
    const leadIds = await insertSoldLeads(
      tx,
      rnd,
      soldAt.map((t) => ({ categoryId: c.id, saleType, soldAt: t })),
      `h${group}-`,
    );
    leadIds.forEach((leadId, k) =>
      historicSales.push({ leadId, userId, orderId: order!.id, saleType, priceCents: price, createdAt: soldAt[k]! }),
    );
  }
  await insertSales(tx, historicSales);

  // 2. Saved filters of the demo advertisers.
  const reserved = await tx
    .select({ id: marketLeads.id })
    .from(marketLeads)
    .where(eq(marketLeads.state, "available"))
    .orderBy(asc(marketLeads.id))
    .limit(CART_RESERVED);
  const reservedIds = new Set(reserved.map((r) => r.id));
  const stockRows = await tx
    .select({
      id: marketLeads.id,
      categoryId: marketLeads.categoryId,
      createdAt: marketLeads.createdAt,
      department: marketLeads.department,
      age: marketLeads.age,
      buyerLimit: marketLeads.buyerLimit,
      soldCount: marketLeads.soldCount,
    })
    .from(marketLeads)
    .where(eq(marketLeads.state, "available"))
    .orderBy(asc(marketLeads.createdAt), asc(marketLeads.id))
    .limit(5_000);
  const stock: StockLead[] = stockRows
    .filter((l) => !reservedIds.has(l.id))
    .map((l) => ({ ...l, buyers: new Set<number>() }));
  const topDepartments = (categoryId: number, n: number) => {
    const counts = new Map<string, number>();
    for (const l of stock)
      if (l.categoryId === categoryId) counts.set(l.department, (counts.get(l.department) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([d]) => d)
      .sort();
  };
  const filterRows = [
    {
      userId: 4,
      categoryId: cat(0).id,
      name: "Santé Île-de-France 30-60 ans",
      criteria: { departments: topDepartments(cat(0).id, 3), ageMin: 30, ageMax: 60 },
    },
    {
      userId: 4,
      categoryId: cat(1).id,
      name: "Solaire propriétaires",
      criteria: { departments: topDepartments(cat(1).id, 4) },
    },
    { userId: 4, categoryId: cat(2).id, name: "Crédit seniors", criteria: { ageMin: 55 } },
    { userId: 7, categoryId: cat(1).id, name: "Solaire sud", criteria: { departments: topDepartments(cat(1).id, 2) } },
    { userId: 7, categoryId: cat(0).id, name: "Santé jeunes actifs", criteria: { ageMin: 18, ageMax: 35 } },
  ];
  const filters = await tx
    .insert(marketFilters)
    .values(filterRows.map((f, i) => ({ ...f, createdAt: at(40 - i), updatedAt: at(30 - i) })))
    .returning({ id: marketFilters.id });

  // 3. Orders in each state, fed from the stock.
  const prepay4 = await tx
    .select({ amount: balanceLedger.amountCents })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, 4), eq(balanceLedger.kind, "prepayment")))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(1);
  // annonceur@ keeps well above the low-balance threshold (20 % of its last top-up).
  const floor4 = Math.ceil(Number(prepay4[0]?.amount ?? 0) * 0.35);
  const marketGenerated = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.law, "an"), gt(users.idClienLeadmarket, 0), gte(users.id, 100)))
      .orderBy(asc(users.id))
      .limit(4)
  ).map((u) => u.id);

  const specs: Array<OrderSpec & { userId: number; filterIndex?: number }> = [
    {
      userId: 4,
      state: "in_progress",
      cat: 0,
      saleType: "exclusive",
      volume: 40,
      dailyCap: 4,
      daysAgo: 14,
      want: 12,
      filterIndex: 0,
      criteria: filterRows[0]!.criteria,
      delivery: "webhook",
    },
    {
      userId: 4,
      state: "in_progress",
      cat: 2,
      saleType: "trio",
      volume: 60,
      dailyCap: null,
      daysAgo: 6,
      want: 5,
      promo: true,
    },
    { userId: 4, state: "paused", cat: 1, saleType: "duo", volume: 30, dailyCap: 5, daysAgo: 22, want: 6 },
    {
      userId: 4,
      state: "completed",
      cat: 2,
      saleType: "trio",
      volume: 8,
      dailyCap: null,
      daysAgo: 26,
      want: 8,
      delivery: "csv",
    },
    { userId: 4, state: "cancelled", cat: 0, saleType: "duo", volume: 25, dailyCap: 3, daysAgo: 28, want: 3 },
    {
      userId: 7,
      state: "in_progress",
      cat: 1,
      saleType: "duo",
      volume: 20,
      dailyCap: 2,
      daysAgo: 10,
      want: 4,
      filterIndex: 3,
      criteria: filterRows[3]!.criteria,
    },
    { userId: 7, state: "paused", cat: 0, saleType: "trio", volume: 15, dailyCap: null, daysAgo: 18, want: 2 },
    { userId: 7, state: "completed", cat: 0, saleType: "exclusive", volume: 4, dailyCap: null, daysAgo: 24, want: 4 },
    {
      userId: 7,
      state: "cancelled",
      cat: 2,
      saleType: "duo",
      volume: 10,
      dailyCap: null,
      daysAgo: 27,
      want: 1,
      delivery: "csv",
    },
    ...marketGenerated.flatMap((userId, i) => [
      {
        userId,
        state: (["in_progress", "paused", "completed", "cancelled"] as const)[i % 4]!,
        cat: i,
        saleType: (["trio", "duo", "exclusive"] as const)[i % 3]!,
        volume: 20,
        dailyCap: i % 2 ? 5 : null,
        daysAgo: 8 + i * 3,
        want: 3 + i,
      },
      {
        userId,
        state: "in_progress" as const,
        cat: i + 1,
        saleType: "trio" as const,
        volume: 50,
        dailyCap: 10,
        daysAgo: 3 + i,
        want: 2,
      },
    ]),
  ];
  const end = at(0);
  const sales: typeof historicSales = [];
  let promoUses = 0;
  for (const spec of specs) {
    const c = cat(spec.cat);
    const created = at(spec.daysAgo);
    const base = priceOf(c, spec.saleType);
    const unit = spec.promo ? Math.round((base * 90) / 100) : base;
    const crit = spec.criteria ?? {};
    const limit = LIMIT[spec.saleType];
    const perDay = new Map<string, number>();
    const picked: { lead: StockLead; t: Date }[] = [];
    const floor = spec.userId === 4 ? floor4 : 0;
    for (const lead of stock) {
      if (picked.length >= Math.min(spec.want, spec.volume)) break;
      if (lead.categoryId !== c.id || lead.buyers.has(spec.userId)) continue;
      if (
        lead.buyerLimit != null ? lead.buyerLimit !== limit || lead.soldCount >= lead.buyerLimit : lead.soldCount !== 0
      )
        continue;
      if (crit.departments?.length && !crit.departments.includes(lead.department)) continue;
      if (crit.ageMin != null && (lead.age == null || lead.age < crit.ageMin)) continue;
      if (crit.ageMax != null && (lead.age == null || lead.age > crit.ageMax)) continue;
      const t = new Date(Math.max(lead.createdAt.getTime(), created.getTime()) + rnd.int(5, 180) * 60_000);
      if (t > end) continue;
      const day = parisDay(t);
      if (spec.dailyCap != null && (perDay.get(day) ?? 0) >= spec.dailyCap) continue;
      if (!ledgers.canDebit(spec.userId, t, unit, floor)) continue;
      ledgers.add(spec.userId, t, -unit);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      lead.buyers.add(spec.userId);
      lead.buyerLimit = limit;
      lead.soldCount += 1;
      picked.push({ lead, t });
    }
    const delivered = picked.length;
    let state = spec.state;
    let volume = spec.volume;
    if (state === "completed") volume = Math.max(1, delivered);
    if (state === "completed" && delivered === 0) state = "cancelled";
    if (state !== "completed" && delivered >= volume) volume = delivered + 5;
    if (spec.promo) promoUses++;
    const lastAt = picked.reduce((m, p) => (p.t > m ? p.t : m), created);
    const [order] = await tx
      .insert(marketOrders)
      .values({
        userId: spec.userId,
        categoryId: c.id,
        saleType: spec.saleType,
        filterId: spec.filterIndex != null ? filters[spec.filterIndex]!.id : null,
        criteria: crit,
        totalVolume: volume,
        dailyCap: spec.dailyCap,
        delivery: spec.delivery ?? "email",
        unitPriceCents: unit,
        promoCodeId: spec.promo ? promoId("PRINTEMPS10") : null,
        state,
        delivered,
        createdAt: created,
        updatedAt:
          state === "in_progress" || state === "completed"
            ? lastAt
            : new Date(Math.min(end.getTime(), lastAt.getTime() + HOUR)),
      })
      .returning({ id: marketOrders.id });
    for (const p of picked)
      sales.push({
        leadId: p.lead.id,
        userId: spec.userId,
        orderId: order!.id,
        saleType: spec.saleType,
        priceCents: unit,
        createdAt: p.t,
      });
  }
  if (promoUses)
    await tx
      .update(marketPromoCodes)
      .set({ uses: promoUses })
      .where(eq(marketPromoCodes.id, promoId("PRINTEMPS10")));
  await insertSales(
    tx,
    sales.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
  );
  const touched = stock.filter((l) => l.soldCount > 0);
  if (touched.length) {
    const values = sql.join(
      touched.map(
        (l) =>
          sql`(${l.id}::int, ${l.buyerLimit}::smallint, ${l.soldCount}::smallint, ${l.soldCount >= (l.buyerLimit ?? 3) ? "sold" : "available"}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update market_leads set buyer_limit = v.bl, sold_count = v.sc, state = v.st from (values ${values}) as v(id, bl, sc, st) where market_leads.id = v.id`,
    );
  }
}

/**
 * A purchase of fresh stock paid from the balance at `at` (orderId null, as a cart checkout),
 * spending at most `amountCents` in the category's exclusive leads, cheapest first: the leads are
 * created just before and sold once. Returns what was spent.
 */
export async function buyFreshLeads(
  tx: Tx,
  rnd: Random,
  userId: number,
  at: Date,
  amountCents: number,
  tag = "s",
): Promise<number> {
  const categories: Category[] = await tx
    .select({
      id: marketCategories.id,
      priceExclusiveCents: marketCategories.priceExclusiveCents,
      priceDuoCents: marketCategories.priceDuoCents,
      priceTrioCents: marketCategories.priceTrioCents,
    })
    .from(marketCategories)
    .orderBy(asc(marketCategories.priceExclusiveCents), asc(marketCategories.id));
  if (!categories.length) return 0;
  const rows: { categoryId: number; saleType: SaleType; soldAt: Date; price: number }[] = [];
  let spent = 0;
  for (let k = 0; ; k++) {
    const c = categories[k % categories.length]!;
    const fits = [c, categories[0]!].find((x) => spent + x.priceExclusiveCents <= amountCents);
    if (!fits) break;
    rows.push({
      categoryId: fits.id,
      saleType: "exclusive",
      soldAt: new Date(at.getTime() + k * 30_000),
      price: fits.priceExclusiveCents,
    });
    spent += fits.priceExclusiveCents;
  }
  if (!rows.length) return 0;
  const leadIds = await insertSoldLeads(tx, rnd, rows, `${tag}${userId}-`);
  await insertSales(
    tx,
    rows.map((r, k) => ({
      leadId: leadIds[k]!,
      userId,
      orderId: null,
      saleType: r.saleType,
      priceCents: r.price,
      createdAt: r.soldAt,
    })),
  );
  return spent;
}
