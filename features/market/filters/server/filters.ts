import type { CategoryFieldType } from "@/lib/domain/states";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketCategories, marketFilters, marketLeads, type LeadCriteria } from "@/lib/db/schema";
import type { Criteria } from "@/lib/validation/filter";
import type { SaleType } from "@/lib/validation/order";
import { buyableWhere, criteriaWhere, inStockWhere } from "./criteria";

export interface FilterRow {
  id: number;
  userId: number;
  categoryId: number;
  categoryName: string;
  name: string;
  criteria: LeadCriteria;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: marketFilters.id,
  userId: marketFilters.userId,
  categoryId: marketFilters.categoryId,
  categoryName: marketCategories.name,
  name: marketFilters.name,
  criteria: marketFilters.criteria,
  createdAt: marketFilters.createdAt,
  updatedAt: marketFilters.updatedAt,
};

/** Drops empty lists and nulls, so that stored criteria hold only what constrains. */
export function compactCriteria(c: Criteria): LeadCriteria {
  const out: LeadCriteria = {};
  if (c.departments.length) out.departments = c.departments;
  if (c.postcodes.length) out.postcodes = c.postcodes;
  if (c.ageMin != null) out.ageMin = c.ageMin;
  if (c.ageMax != null) out.ageMax = c.ageMax;
  const fields = Object.fromEntries(Object.entries(c.fields).filter(([, v]) => v.length));
  if (Object.keys(fields).length) out.fields = fields;
  return out;
}

export async function listFilters(db: Db, userId: number): Promise<FilterRow[]> {
  return db
    .select(columns)
    .from(marketFilters)
    .innerJoin(marketCategories, eq(marketCategories.id, marketFilters.categoryId))
    .where(eq(marketFilters.userId, userId))
    .orderBy(desc(marketFilters.updatedAt), desc(marketFilters.id));
}

export async function getFilter(db: Db, id: number): Promise<FilterRow | null> {
  const [row] = await db
    .select(columns)
    .from(marketFilters)
    .innerJoin(marketCategories, eq(marketCategories.id, marketFilters.categoryId))
    .where(eq(marketFilters.id, id));
  return row ?? null;
}

export async function createFilter(
  db: Db,
  userId: number,
  input: { name: string; categoryId: number; criteria: Criteria },
): Promise<number> {
  const [row] = await db
    .insert(marketFilters)
    .values({ userId, name: input.name, categoryId: input.categoryId, criteria: compactCriteria(input.criteria) })
    .returning({ id: marketFilters.id });
  return row!.id;
}

export async function updateFilter(
  db: Db,
  id: number,
  input: { name: string; categoryId: number; criteria: Criteria },
): Promise<void> {
  await db
    .update(marketFilters)
    .set({
      name: input.name,
      categoryId: input.categoryId,
      criteria: compactCriteria(input.criteria),
      updatedAt: new Date(),
    })
    .where(eq(marketFilters.id, id));
}

export async function deleteFilter(db: Db, id: number): Promise<void> {
  await db.delete(marketFilters).where(eq(marketFilters.id, id));
}

/**
 * Stock leads of the category matching the criteria; for a buyer and sale type, only those it may
 * still buy.
 */
export async function countMatchingStock(
  db: Db,
  categoryId: number,
  criteria: LeadCriteria,
  buyer?: { userId: number; saleType: SaleType },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(marketLeads)
    .where(
      and(
        eq(marketLeads.categoryId, categoryId),
        buyer ? buyableWhere(buyer.userId, buyer.saleType) : inStockWhere(),
        ...criteriaWhere(criteria),
      ),
    );
  return row?.n ?? 0;
}

export interface CategoryOption {
  id: number;
  name: string;
  icon: string;
  description: string;
  fields: { key: string; label: string; type: CategoryFieldType; options?: string[] }[];
  priceExclusiveCents: number;
  priceDuoCents: number;
  priceTrioCents: number;
}

/** Active categories, for the wizard and the filter form. */
export async function listActiveCategories(db: Db): Promise<CategoryOption[]> {
  return db
    .select({
      id: marketCategories.id,
      name: marketCategories.name,
      icon: marketCategories.icon,
      description: marketCategories.description,
      fields: marketCategories.fields,
      priceExclusiveCents: marketCategories.priceExclusiveCents,
      priceDuoCents: marketCategories.priceDuoCents,
      priceTrioCents: marketCategories.priceTrioCents,
    })
    .from(marketCategories)
    .where(eq(marketCategories.active, true))
    .orderBy(asc(marketCategories.name));
}

export const priceFor = (
  c: { priceExclusiveCents: number; priceDuoCents: number; priceTrioCents: number },
  t: SaleType,
): number => (t === "exclusive" ? c.priceExclusiveCents : t === "duo" ? c.priceDuoCents : c.priceTrioCents);
