import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { balanceLedger, marketCategories, marketInvalidations, marketLeads, marketSales, users } from "@/lib/db/schema";
import { notifyRealtime } from "@/lib/realtime/bus";
import {
  RETURN_RATE_WINDOW_DAYS,
  type InvalidationOutcome,
  type InvalidationReason,
} from "@/lib/validation/invalidation";
import { moneyError } from "../ledger/errors";
import { onOrAfter, onOrBefore } from "../ledger/days";
import { clientName } from "../prepayments/requests";
import { getInvalidationPolicy } from "./policy";

const DAY_MS = 86_400_000;

export interface InvalidationRow {
  id: number;
  saleId: number;
  userId: number;
  clientName: string;
  leadId: number;
  leadName: string;
  phone: string;
  email: string;
  postcode: string;
  category: string;
  priceCents: number;
  soldAt: string;
  reason: InvalidationReason;
  comment: string;
  outcome: InvalidationOutcome;
  decisionNote: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  createdAt: string;
  refundCents: number | null;
}

export interface InvalidationFilter {
  ids?: number[];
  userId?: number;
  outcome?: InvalidationOutcome;
  reason?: InvalidationReason;
  from?: string;
  to?: string;
}

const decider = alias(users, "decider");
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Invalidation requests, newest first (the admin's queue, or one advertiser's). */
export async function listInvalidations(db: Db, f: InvalidationFilter = {}): Promise<InvalidationRow[]> {
  const rows = await db
    .select({
      id: marketInvalidations.id,
      saleId: marketInvalidations.saleId,
      userId: marketInvalidations.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      society: users.society,
      leadId: marketLeads.id,
      leadFirst: marketLeads.firstName,
      leadLast: marketLeads.lastName,
      phone: marketLeads.phone,
      email: marketLeads.email,
      postcode: marketLeads.postcode,
      category: marketCategories.name,
      priceCents: marketSales.priceCents,
      soldAt: marketSales.createdAt,
      reason: marketInvalidations.reason,
      comment: marketInvalidations.comment,
      outcome: marketInvalidations.outcome,
      decisionNote: marketInvalidations.decisionNote,
      decidedAt: marketInvalidations.decidedAt,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
      createdAt: marketInvalidations.createdAt,
      refundCents: balanceLedger.amountCents,
    })
    .from(marketInvalidations)
    .innerJoin(marketSales, eq(marketSales.id, marketInvalidations.saleId))
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .innerJoin(users, eq(users.id, marketInvalidations.userId))
    .leftJoin(decider, eq(decider.id, marketInvalidations.decidedBy))
    .leftJoin(balanceLedger, eq(balanceLedger.invalidationId, marketInvalidations.id))
    .where(
      and(
        f.ids ? inArray(marketInvalidations.id, f.ids) : undefined,
        f.userId != null ? eq(marketInvalidations.userId, f.userId) : undefined,
        f.outcome ? eq(marketInvalidations.outcome, f.outcome) : undefined,
        f.reason ? eq(marketInvalidations.reason, f.reason) : undefined,
        f.from ? onOrAfter(marketInvalidations.createdAt, f.from) : undefined,
        f.to ? onOrBefore(marketInvalidations.createdAt, f.to) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${marketInvalidations.outcome} = 'being_processed' then 0 else 1 end`,
      desc(marketInvalidations.createdAt),
      desc(marketInvalidations.id),
    )
    .limit(5000);
  return rows.map((r) => ({
    id: r.id,
    saleId: r.saleId,
    userId: r.userId,
    clientName: clientName(r),
    leadId: r.leadId,
    leadName: `${r.leadFirst} ${r.leadLast}`.trim(),
    phone: r.phone,
    email: r.email,
    postcode: r.postcode,
    category: r.category,
    priceCents: Number(r.priceCents),
    soldAt: iso(r.soldAt)!,
    reason: r.reason,
    comment: r.comment,
    outcome: r.outcome,
    decisionNote: r.decisionNote,
    decidedAt: iso(r.decidedAt),
    decidedByName: r.deciderFirst != null ? `${r.deciderFirst} ${r.deciderLast ?? ""}`.trim() : null,
    createdAt: iso(r.createdAt)!,
    refundCents: r.refundCents == null ? null : Number(r.refundCents),
  }));
}

export interface ReturnRate {
  sales: number;
  returns: number;
  /** returns / sales × 100, one decimal. */
  ratePercent: number;
}

/**
 * The advertiser's return rate over the last 30 days: requests still open or accepted (refused
 * requests and leads judged valid were not returns) against leads bought in the same window.
 */
export async function returnRate(db: Db, userId: number, now = new Date()): Promise<ReturnRate> {
  const since = new Date(now.getTime() - RETURN_RATE_WINDOW_DAYS * DAY_MS);
  const [[s], [r]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketSales)
      .where(and(eq(marketSales.userId, userId), gte(marketSales.createdAt, since))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketInvalidations)
      .where(
        and(
          eq(marketInvalidations.userId, userId),
          gte(marketInvalidations.createdAt, since),
          inArray(marketInvalidations.outcome, ["being_processed", "accepted"]),
        ),
      ),
  ]);
  const sales = Number(s?.n ?? 0);
  const returns = Number(r?.n ?? 0);
  return { sales, returns, ratePercent: sales ? Math.round((returns * 1000) / sales) / 10 : 0 };
}

/**
 * An advertiser asks to invalidate one of its bought leads. The policy is enforced here:
 * one request per sale, the lead bought at most `maxLeadAgeDays` ago, and the return rate over
 * 30 days, this request included, at most `maxReturnRatePercent`.
 */
export async function requestInvalidation(
  db: Db,
  userId: number,
  input: { saleId: number; reason: InvalidationReason; comment: string },
  now = new Date(),
): Promise<InvalidationRow> {
  const [sale] = await db
    .select({ id: marketSales.id, createdAt: marketSales.createdAt })
    .from(marketSales)
    .where(and(eq(marketSales.id, input.saleId), eq(marketSales.userId, userId)));
  // Another advertiser's sale is "not found" too: its existence is not disclosed.
  if (!sale) throw moneyError("NOT_FOUND", "saleNotFound");
  const [existing] = await db
    .select({ id: marketInvalidations.id })
    .from(marketInvalidations)
    .where(eq(marketInvalidations.saleId, sale.id));
  if (existing) throw moneyError("CONFLICT", "invalidationAlreadyRequested");
  const policy = await getInvalidationPolicy(db);
  const ageDays = (now.getTime() - new Date(sale.createdAt).getTime()) / DAY_MS;
  if (ageDays > policy.maxLeadAgeDays)
    throw moneyError("BAD_USER_INPUT", "leadTooOld", { maxLeadAgeDays: policy.maxLeadAgeDays });
  const rate = await returnRate(db, userId, now);
  const withThis = ((rate.returns + 1) * 100) / Math.max(rate.sales, 1);
  if (withThis > policy.maxReturnRatePercent)
    throw moneyError("BAD_USER_INPUT", "returnRateExceeded", {
      ratePercent: rate.ratePercent,
      maxReturnRatePercent: policy.maxReturnRatePercent,
    });
  let id: number;
  try {
    const [row] = await db
      .insert(marketInvalidations)
      .values({
        saleId: sale.id,
        userId,
        reason: input.reason,
        comment: input.comment,
        outcome: "being_processed",
        createdAt: now,
      })
      .returning({ id: marketInvalidations.id });
    id = row!.id;
  } catch (e) {
    // Two requests at once for the same sale: the unique index keeps one.
    if (/market_invalidations_sale_uq|duplicate key/i.test(String((e as { cause?: unknown }).cause ?? e)))
      throw moneyError("CONFLICT", "invalidationAlreadyRequested");
    throw e;
  }
  // A refused sale counts on /temps-reel/weedomarket.
  await notifyRealtime(db, "weedomarket", { invalidationId: id });
  return (await listInvalidations(db, { ids: [id] }))[0]!;
}

export interface DecisionResult {
  updated: InvalidationRow[];
  /** Accepted requests (already refunded) that another outcome may not reopen. */
  skipped: number[];
}

/**
 * An administrator decides requests. Accepting refunds the sale's price to the ledger (kind
 * refund, with the invalidation's id: the unique index grants it once). An accepted request is
 * final: its refund is never taken back by a later decision.
 */
export async function decideInvalidations(
  db: Db,
  adminId: number,
  input: { ids: number[]; outcome: InvalidationOutcome; note: string },
  now = new Date(),
): Promise<DecisionResult> {
  const ids = [...new Set(input.ids)];
  const skipped: number[] = [];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: marketInvalidations.id,
        userId: marketInvalidations.userId,
        outcome: marketInvalidations.outcome,
        saleId: marketInvalidations.saleId,
      })
      .from(marketInvalidations)
      .where(inArray(marketInvalidations.id, ids))
      .orderBy(marketInvalidations.id)
      .for("update");
    if (rows.length !== ids.length) throw moneyError("NOT_FOUND", "invalidationNotFound");
    for (const inv of rows) {
      if (inv.outcome === "accepted") {
        if (input.outcome !== "accepted") skipped.push(inv.id);
        continue;
      }
      await tx
        .update(marketInvalidations)
        .set({ outcome: input.outcome, decisionNote: input.note || null, decidedBy: adminId, decidedAt: now })
        .where(eq(marketInvalidations.id, inv.id));
      if (input.outcome === "accepted") {
        const [sale] = await tx
          .select({ priceCents: marketSales.priceCents, leadId: marketSales.leadId })
          .from(marketSales)
          .where(eq(marketSales.id, inv.saleId));
        await tx
          .insert(balanceLedger)
          .values({
            userId: inv.userId,
            kind: "refund",
            amountCents: Number(sale!.priceCents),
            saleId: inv.saleId,
            invalidationId: inv.id,
            reason: `Lead #${sale!.leadId} dévalidé`,
            createdBy: adminId,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
    }
  });
  const updated = await listInvalidations(db, { ids: ids.filter((id) => !skipped.includes(id)) });
  return { updated, skipped };
}

export interface BoughtLead {
  saleId: number;
  leadId: number;
  boughtAt: string;
  category: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  postcode: string;
  priceCents: number;
  saleType: "exclusive" | "duo" | "trio";
  orderId: number | null;
  invalidationId: number | null;
  invalidationOutcome: InvalidationOutcome | null;
  invalidationReason: InvalidationReason | null;
  decisionNote: string | null;
}

/** The leads an advertiser bought (mesLeads), newest first, with their invalidation state. */
export async function listBoughtLeads(
  db: Db,
  userId: number,
  f: { from?: string; to?: string } = {},
): Promise<BoughtLead[]> {
  const rows = await db
    .select({
      saleId: marketSales.id,
      leadId: marketLeads.id,
      boughtAt: marketSales.createdAt,
      category: marketCategories.name,
      firstName: marketLeads.firstName,
      lastName: marketLeads.lastName,
      phone: marketLeads.phone,
      email: marketLeads.email,
      postcode: marketLeads.postcode,
      priceCents: marketSales.priceCents,
      saleType: marketSales.saleType,
      orderId: marketSales.orderId,
      invalidationId: marketInvalidations.id,
      invalidationOutcome: marketInvalidations.outcome,
      invalidationReason: marketInvalidations.reason,
      decisionNote: marketInvalidations.decisionNote,
    })
    .from(marketSales)
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .leftJoin(marketInvalidations, eq(marketInvalidations.saleId, marketSales.id))
    .where(
      and(
        eq(marketSales.userId, userId),
        f.from ? onOrAfter(marketSales.createdAt, f.from) : undefined,
        f.to ? onOrBefore(marketSales.createdAt, f.to) : undefined,
      ),
    )
    .orderBy(desc(marketSales.createdAt), desc(marketSales.id))
    .limit(5000);
  return rows.map((r) => ({ ...r, boughtAt: iso(r.boughtAt)!, priceCents: Number(r.priceCents) }));
}

export interface InvalidationStats {
  being_processed: number;
  valid: number;
  accepted: number;
  refused: number;
  refundedCents: number;
}

export async function invalidationStats(db: Db, userId: number): Promise<InvalidationStats> {
  const [rows, [refund]] = await Promise.all([
    db
      .select({ outcome: marketInvalidations.outcome, n: sql<number>`count(*)::int` })
      .from(marketInvalidations)
      .where(eq(marketInvalidations.userId, userId))
      .groupBy(marketInvalidations.outcome),
    db
      .select({ total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)` })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, userId), eq(balanceLedger.kind, "refund"))),
  ]);
  const out: InvalidationStats = {
    being_processed: 0,
    valid: 0,
    accepted: 0,
    refused: 0,
    refundedCents: Number(refund?.total ?? 0),
  };
  for (const r of rows) out[r.outcome] = Number(r.n);
  return out;
}
