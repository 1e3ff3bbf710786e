import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketCategories, marketLeads } from "@/lib/db/schema";
import type { CategoryInput } from "@/lib/validation/category";
import { badInput } from "@/lib/api/errors";

export interface LeadCounts {
  total: number;
  available: number;
  /** Leads sold at least once. */
  sold: number;
  unsold: number;
}

export type CategoryRow = typeof marketCategories.$inferSelect;

const toFields = (input: CategoryInput) =>
  input.fields.map((f) => ({
    key: f.key,
    label: f.label,
    type: f.type,
    required: f.required,
    ...(f.type === "select" ? { options: f.options } : {}),
  }));

export async function listCategories(db: Db, opts: { activeOnly?: boolean } = {}): Promise<CategoryRow[]> {
  return db
    .select()
    .from(marketCategories)
    .where(opts.activeOnly ? eq(marketCategories.active, true) : undefined)
    .orderBy(asc(marketCategories.name));
}

export async function getCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(marketCategories).where(eq(marketCategories.id, id)).limit(1);
  return row ?? null;
}

/** Lead counts per category, in one grouped query. */
export async function leadCountsByCategory(db: Db): Promise<Map<number, LeadCounts>> {
  const rows = await db
    .select({
      categoryId: marketLeads.categoryId,
      total: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${marketLeads.state} = 'available'))::int`,
      sold: sql<number>`(count(*) filter (where ${marketLeads.soldCount} > 0))::int`,
      unsold: sql<number>`(count(*) filter (where ${marketLeads.state} = 'unsold'))::int`,
    })
    .from(marketLeads)
    .groupBy(marketLeads.categoryId);
  return new Map(
    rows.map((r) => [
      r.categoryId,
      { total: Number(r.total), available: Number(r.available), sold: Number(r.sold), unsold: Number(r.unsold) },
    ]),
  );
}

async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: marketCategories.id })
    .from(marketCategories)
    .where(
      sql`lower(${marketCategories.name}) = lower(${name})${exceptId ? sql` and ${marketCategories.id} <> ${exceptId}` : sql``}`,
    )
    .limit(1);
  return !!row;
}

export async function createCategory(db: Db, input: CategoryInput): Promise<CategoryRow> {
  if (await nameTaken(db, input.name)) throw badInput("nameTaken", { name: "nameTaken" });
  const [row] = await db
    .insert(marketCategories)
    .values({
      name: input.name,
      icon: input.icon,
      description: input.description,
      fields: toFields(input),
      priceExclusiveCents: input.priceExclusiveCents,
      priceDuoCents: input.priceDuoCents,
      priceTrioCents: input.priceTrioCents,
      active: input.active,
    })
    .returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<CategoryRow | null> {
  if (await nameTaken(db, input.name, id)) throw badInput("nameTaken", { name: "nameTaken" });
  const [row] = await db
    .update(marketCategories)
    .set({
      name: input.name,
      icon: input.icon,
      description: input.description,
      fields: toFields(input),
      priceExclusiveCents: input.priceExclusiveCents,
      priceDuoCents: input.priceDuoCents,
      priceTrioCents: input.priceTrioCents,
      active: input.active,
    })
    .where(eq(marketCategories.id, id))
    .returning();
  return row ?? null;
}

export async function setCategoryActive(db: Db, id: number, active: boolean): Promise<CategoryRow | null> {
  const [row] = await db.update(marketCategories).set({ active }).where(eq(marketCategories.id, id)).returning();
  return row ?? null;
}
