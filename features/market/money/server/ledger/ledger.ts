import { parisDay } from "@/lib/domain/paris-time";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { LEDGER_KINDS, auditLog, balanceLedger, marketBalances, prepayments, users } from "@/lib/db/schema";
import type { AdjustmentInput } from "@/lib/validation/adjustment";
import { BUYER_LOCK, ledgerBalance } from "@/features/market/distribution/server/distribution/sell";
import { clientName } from "../prepayments/requests";
import { moneyError } from "./errors";
import { addDays, dayOf, daysBetween, onOrAfter, onOrBefore } from "./days";

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerRow {
  id: number;
  userId: number;
  clientName: string;
  kind: LedgerKind;
  amountCents: number;
  reason: string | null;
  prepaymentReference: string | null;
  saleId: number | null;
  invalidationId: number | null;
  createdAt: string;
  createdByName: string | null;
}

export interface LedgerFilter {
  id?: number;
  userId?: number;
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

export interface LedgerTotals {
  count: number;
  credits: number;
  debits: number;
  net: number;
}

/** At most this many movements come back at once (totals always cover the whole filter). */
export const LEDGER_ROW_LIMIT = 5000;

const author = alias(users, "author");

function whereOf(f: LedgerFilter) {
  return and(
    f.id != null ? eq(balanceLedger.id, f.id) : undefined,
    f.userId != null ? eq(balanceLedger.userId, f.userId) : undefined,
    f.kind ? eq(balanceLedger.kind, f.kind) : undefined,
    f.from ? onOrAfter(balanceLedger.createdAt, f.from) : undefined,
    f.to ? onOrBefore(balanceLedger.createdAt, f.to) : undefined,
  );
}

/** Ledger movements, newest first. */
export async function listLedger(db: Db, f: LedgerFilter, limit = LEDGER_ROW_LIMIT): Promise<LedgerRow[]> {
  const rows = await db
    .select({
      id: balanceLedger.id,
      userId: balanceLedger.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      society: users.society,
      kind: balanceLedger.kind,
      amountCents: balanceLedger.amountCents,
      reason: balanceLedger.reason,
      reference: prepayments.reference,
      saleId: balanceLedger.saleId,
      invalidationId: balanceLedger.invalidationId,
      createdAt: balanceLedger.createdAt,
      authorFirst: author.firstName,
      authorLast: author.lastName,
    })
    .from(balanceLedger)
    .innerJoin(users, eq(users.id, balanceLedger.userId))
    .leftJoin(prepayments, eq(prepayments.id, balanceLedger.prepaymentId))
    .leftJoin(author, eq(author.id, balanceLedger.createdBy))
    .where(whereOf(f))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    clientName: clientName(r),
    kind: r.kind,
    amountCents: Number(r.amountCents),
    reason: r.reason,
    prepaymentReference: r.reference,
    saleId: r.saleId,
    invalidationId: r.invalidationId,
    createdAt: new Date(r.createdAt).toISOString(),
    createdByName: r.authorFirst != null ? `${r.authorFirst} ${r.authorLast ?? ""}`.trim() : null,
  }));
}

export async function ledgerTotals(db: Db, f: LedgerFilter): Promise<LedgerTotals> {
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      credits: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.amountCents} > 0), 0)`,
      debits: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.amountCents} < 0), 0)`,
    })
    .from(balanceLedger)
    .where(whereOf(f));
  const credits = Number(t?.credits ?? 0);
  const debits = Number(t?.debits ?? 0);
  return { count: Number(t?.count ?? 0), credits, debits, net: credits + debits };
}

export interface BalancePoint {
  day: string;
  balance: number;
}

/**
 * The balance at the end of each of the last `days` Paris days (the ledger's running sum). The
 * opening balance is the balance row less the movements since `from`, so only the period's rows
 * are read, however long the history.
 */
export async function balanceHistory(db: Db, userId: number, days = 90, now = new Date()): Promise<BalancePoint[]> {
  const to = parisDay(now);
  const from = addDays(to, -(days - 1));
  const [[current], perDay] = await Promise.all([
    db.select({ total: marketBalances.balanceCents }).from(marketBalances).where(eq(marketBalances.userId, userId)),
    db
      .select({ day: dayOf(balanceLedger.createdAt), total: sql<string>`sum(${balanceLedger.amountCents})` })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, userId), onOrAfter(balanceLedger.createdAt, from)))
      .groupBy(sql`1`),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.total)]));
  let running = Number(current?.total ?? 0) - perDay.reduce((sum, r) => sum + Number(r.total), 0);
  return daysBetween(from, to).map((day) => {
    running += byDay.get(day) ?? 0;
    return { day, balance: running };
  });
}

/**
 * An administrator's correction: a signed ledger row with its reason (never an edit of past rows).
 * It takes the buyer's lock first, like a sale (sellLeadToUser), so that a debit and a sale racing
 * each other are serialised and each sees the other's effect on the balance row: a debit larger
 * than the balance is refused, and no sale can slip in between the check and the write.
 */
export async function adjustBalance(
  db: Db,
  adminId: number,
  input: AdjustmentInput,
  now = new Date(),
): Promise<LedgerRow> {
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!client) throw moneyError("NOT_FOUND", "clientNotFound");
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK}::int, ${input.userId}::int)`);
    if (input.amountCents < 0) {
      const balance = await ledgerBalance(tx, input.userId);
      if (balance + input.amountCents < 0)
        throw moneyError("CONFLICT", "adjustmentOverdraft", { balanceCents: balance });
    }
    const [row] = await tx
      .insert(balanceLedger)
      .values({
        userId: input.userId,
        kind: "adjustment",
        amountCents: input.amountCents,
        reason: input.reason,
        createdBy: adminId,
        createdAt: now,
      })
      .returning({ id: balanceLedger.id });
    await tx.insert(auditLog).values({
      at: now,
      actorId: adminId,
      action: "ledger.adjustment",
      targetType: "user",
      targetId: String(input.userId),
      details: { amountCents: input.amountCents, reason: input.reason },
    });
    return row!.id;
  });
  const [row] = await listLedger(db, { id }, 1);
  return row!;
}

export interface MarketClient {
  id: number;
  name: string;
  email: string;
}

/** Accounts that hold a marketplace balance or are marketplace clients (filters of the admin screens). */
export async function listMarketClients(db: Db): Promise<MarketClient[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      society: users.society,
      email: users.email,
    })
    .from(users)
    .where(
      sql`${users.idClienLeadmarket} > 0 or exists (select 1 from ${balanceLedger} where ${balanceLedger.userId} = ${users.id})`,
    )
    .orderBy(asc(users.society), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: clientName(r), email: r.email }));
}
