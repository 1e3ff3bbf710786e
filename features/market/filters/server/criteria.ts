import { and, eq, gte, inArray, isNull, like, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { LeadCriteria } from "@/lib/db/schema";
import { marketLeads } from "@/lib/db/schema";
import { BUYER_LIMIT, type SaleType } from "@/lib/validation/order";

/** The conditions a lead must meet for the criteria (empty lists mean "any"). */
export function criteriaWhere(c: LeadCriteria): SQL[] {
  const where: SQL[] = [];
  if (c.departments?.length) where.push(inArray(marketLeads.department, c.departments));
  // A postcode criterion is a prefix ("750" covers Paris 1–20), as in the distribution engine.
  if (c.postcodes?.length) where.push(or(...c.postcodes.map((p) => like(marketLeads.postcode, `${p}%`)))!);
  if (c.ageMin != null) where.push(gte(marketLeads.age, c.ageMin));
  if (c.ageMax != null) where.push(lte(marketLeads.age, c.ageMax));
  for (const [key, values] of Object.entries(c.fields ?? {})) {
    if (!values.length) continue;
    where.push(
      sql`(${marketLeads.fields} ->> ${key}) in (${sql.join(
        values.map((v) => sql`${String(v)}`),
        sql`, `,
      )})`,
    );
  }
  return where;
}

/**
 * Stock leads `userId` may still buy as `saleType`: available, never bought by them, and either
 * unsold yet or already sold under the same sale type with room left.
 */
export function buyableWhere(userId: number, saleType: SaleType): SQL {
  const limit = BUYER_LIMIT[saleType];
  return and(
    eq(marketLeads.state, "available"),
    saleType === "exclusive"
      ? isNull(marketLeads.buyerLimit)
      : or(
          isNull(marketLeads.buyerLimit),
          and(eq(marketLeads.buyerLimit, limit), sql`${marketLeads.soldCount} < ${marketLeads.buyerLimit}`),
        ),
    notExists(sql`(select 1 from market_sales s where s.lead_id = "market_leads"."id" and s.user_id = ${userId})`),
  )!;
}

/** Stock leads still for sale to anyone (the preview of a filter before its sale type is known). */
export const inStockWhere = (): SQL =>
  and(eq(marketLeads.state, "available"), sql`coalesce(${marketLeads.buyerLimit}, 3) > ${marketLeads.soldCount}`)!;
