import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CsvCell } from "@/lib/csv";
import { marketCategories, marketLeads, marketSources } from "@/lib/db/schema/market-catalog";

export const EXPORT_MAX_ROWS = 200_000;

/**
 * The OggoData export: a category's leads collected between two Europe/Paris days (inclusive),
 * with the category's own fields as extra columns (written by `lib/csv`, comma-separated for the partner).
 * Null when the category does not exist.
 */
export async function exportCategoryLeadsCsv(
  db: Db,
  categoryId: number,
  from: string,
  to: string,
): Promise<{ name: string; header: string[]; rows: CsvCell[][] } | null> {
  const [cat] = await db.select().from(marketCategories).where(eq(marketCategories.id, categoryId)).limit(1);
  if (!cat) return null;
  const rows = await db
    .select({ lead: marketLeads, source: marketSources.name })
    .from(marketLeads)
    .leftJoin(marketSources, eq(marketSources.id, marketLeads.sourceId))
    .where(and(eq(marketLeads.categoryId, categoryId), gte(marketLeads.day, from), lte(marketLeads.day, to)))
    .orderBy(asc(marketLeads.createdAt), asc(marketLeads.id))
    .limit(EXPORT_MAX_ROWS);
  const fieldKeys = cat.fields.map((f) => f.key);
  const header = [
    "lead_id",
    "collected_at",
    "day",
    "first_name",
    "last_name",
    "email",
    "phone",
    "postcode",
    "department",
    "age",
    "source",
    "state",
    "sold_count",
    ...fieldKeys,
  ];
  const out: CsvCell[][] = rows.map(({ lead, source }) => [
    lead.id,
    lead.createdAt.toISOString(),
    lead.day,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.postcode,
    lead.department,
    lead.age,
    source,
    lead.state,
    lead.soldCount,
    ...fieldKeys.map((k) => lead.fields?.[k]),
  ]);
  return { name: cat.name, header, rows: out };
}

/** Every category with its number of leads, for the export form. */
export async function exportCategories(db: Db) {
  const rows = await db
    .select({
      id: marketCategories.id,
      name: marketCategories.name,
      active: marketCategories.active,
      leads: count(marketLeads.id),
    })
    .from(marketCategories)
    .leftJoin(marketLeads, eq(marketLeads.categoryId, marketCategories.id))
    .groupBy(marketCategories.id)
    .orderBy(asc(marketCategories.name));
  return rows.map((r) => ({ ...r, leads: Number(r.leads) }));
}

export const exportQuery = {
  parse(params: URLSearchParams): { categoryId: number; from: string; to: string } | null {
    const categoryId = Number(params.get("category"));
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (!Number.isInteger(categoryId) || categoryId <= 0 || !day.test(from) || !day.test(to) || from > to) return null;
    return { categoryId, from, to };
  },
};
