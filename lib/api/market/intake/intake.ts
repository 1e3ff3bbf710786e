import { and, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketCategories, marketLeads, marketSources } from "@/lib/db/schema";
import { validateLead, type LeadErrorKey } from "@/lib/validation/market-lead";
import { distributeLead } from "../distribution/distribute";
import { parisDay } from "../distribution/criteria";
import { hashApiKey } from "./api-key";

export const DUPLICATE_WINDOW_DAYS = 30;

export type IntakeResult =
  | { status: 201; leadId: number; soldTo: number }
  | { status: 401 }
  | { status: 400; errors: Record<string, LeadErrorKey> }
  | { status: 409 };

/** The active source owning an API key, or null. */
export async function sourceOfKey(db: Db, apiKey: string | null | undefined): Promise<{ id: number } | null> {
  if (!apiKey?.trim()) return null;
  const [s] = await db
    .select({ id: marketSources.id })
    .from(marketSources)
    .where(and(eq(marketSources.apiKeyHash, hashApiKey(apiKey)), eq(marketSources.active, true)))
    .limit(1);
  return s ?? null;
}

/**
 * One partner lead: source by API key, category and fields validated, duplicates (same category,
 * same e-mail or phone within 30 days) refused, then stored and offered to the eligible orders.
 * Duplicate check and insert run under advisory locks on the e-mail and the phone, so two copies
 * of one lead posted at once cannot both get in.
 */
export async function intakeLead(
  db: Db,
  apiKey: string | null | undefined,
  body: unknown,
  opts: { now?: Date; distribute?: boolean } = {},
): Promise<IntakeResult> {
  const now = opts.now ?? new Date();
  const source = await sourceOfKey(db, apiKey);
  if (!source) return { status: 401 };
  if (!body || typeof body !== "object" || Array.isArray(body)) return { status: 400, errors: { body: "required" } };
  const input = body as Record<string, unknown>;
  const categoryId = Number(input.category_id);
  const [category] =
    Number.isInteger(categoryId) && categoryId > 0
      ? await db
          .select({ id: marketCategories.id, fields: marketCategories.fields, active: marketCategories.active })
          .from(marketCategories)
          .where(eq(marketCategories.id, categoryId))
          .limit(1)
      : [];
  if (!category || !category.active) {
    const v = validateLead(input, []);
    return { status: 400, errors: { ...(v.ok ? {} : v.errors), category_id: "unknownCategory" } };
  }
  const v = validateLead(input, category.fields ?? []);
  if (!v.ok) return { status: 400, errors: v.errors };
  const lead = v.lead;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);

  const leadId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(61, hashtext(${`${category.id}:${lead.email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(62, hashtext(${`${category.id}:${lead.phone}`}))`);
    const [dup] = await tx
      .select({ id: marketLeads.id })
      .from(marketLeads)
      .where(
        and(
          eq(marketLeads.categoryId, category.id),
          or(eq(marketLeads.email, lead.email), eq(marketLeads.phone, lead.phone)),
          gte(marketLeads.createdAt, since),
        ),
      )
      .limit(1);
    if (dup) return null;
    const [row] = await tx
      .insert(marketLeads)
      .values({ categoryId: category.id, sourceId: source.id, ...lead, createdAt: now, day: parisDay(now) })
      .returning({ id: marketLeads.id });
    return row!.id;
  });
  if (leadId == null) return { status: 409 };
  const sales = opts.distribute === false ? [] : await distributeLead(db, leadId, { now });
  return { status: 201, leadId, soldTo: sales.length };
}
