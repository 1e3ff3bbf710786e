import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketLeads, marketSources } from "@/lib/db/schema";
import type { SourceInput } from "@/lib/validation/category";
import { badInput } from "@/lib/api/errors";
import { hashApiKey, newApiKey } from "./api-key";

export interface SourceRow {
  id: number;
  name: string;
  costCents: number;
  active: boolean;
  /** The intake's minimum trust score (Weedo Trust), or null: no verification. */
  minTrustScore: number | null;
  createdAt: Date;
  leads: number;
  lastLeadAt: Date | null;
}

export async function listSources(db: Db, onlyId?: number): Promise<SourceRow[]> {
  const rows = await db
    .select({
      id: marketSources.id,
      name: marketSources.name,
      costCents: marketSources.costCents,
      active: marketSources.active,
      minTrustScore: marketSources.minTrustScore,
      createdAt: marketSources.createdAt,
      leads: sql<number>`(select count(*)::int from ${marketLeads} l where l.source_id = market_sources.id)`,
      lastLeadAt: sql<
        string | null
      >`(select max(l.created_at) from ${marketLeads} l where l.source_id = market_sources.id)`,
    })
    .from(marketSources)
    .where(onlyId == null ? undefined : eq(marketSources.id, onlyId))
    .orderBy(asc(marketSources.name));
  return rows.map((r) => ({ ...r, leads: Number(r.leads), lastLeadAt: r.lastLeadAt ? new Date(r.lastLeadAt) : null }));
}

/** Creates a source; its API key is returned once and only its hash is kept. */
export async function createSource(db: Db, input: SourceInput): Promise<{ source: SourceRow; apiKey: string }> {
  const [taken] = await db
    .select({ id: marketSources.id })
    .from(marketSources)
    .where(sql`lower(${marketSources.name}) = lower(${input.name})`)
    .limit(1);
  if (taken) throw badInput("nameTaken", { name: "nameTaken" });
  const apiKey = newApiKey();
  const [row] = await db
    .insert(marketSources)
    .values({ name: input.name, costCents: input.costCents, apiKeyHash: hashApiKey(apiKey) })
    .returning();
  return { source: { ...row!, leads: 0, lastLeadAt: null }, apiKey };
}

export async function setSourceActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(marketSources)
    .set({ active })
    .where(eq(marketSources.id, id))
    .returning({ id: marketSources.id });
  return rows.length > 0;
}

/**
 * Sets (or clears, with null) a source's minimum trust score; the score before and after, or null
 * when the source does not exist.
 */
export async function setSourceMinTrustScore(
  db: Db,
  id: number,
  minTrustScore: number | null,
): Promise<{ before: number | null; source: SourceRow } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ minTrustScore: marketSources.minTrustScore })
      .from(marketSources)
      .where(eq(marketSources.id, id))
      .for("update");
    if (!old) return null;
    await tx.update(marketSources).set({ minTrustScore }).where(eq(marketSources.id, id));
    const source = (await listSources(tx, id))[0]!;
    return { before: old.minTrustScore, source };
  });
}
