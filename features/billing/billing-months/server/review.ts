import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { billingMonthLines, billingMonths, myaffilPrograms, users } from "@/lib/db/schema";
import type { MonthPlatform, MonthSide, MonthStatus } from "@/lib/domain/states";
import { monthStart } from "./month";
import { syncOpenMonth } from "./sync";

export interface ReviewLine {
  id: number;
  side: MonthSide;
  clientId: number;
  /** The account behind the client id (its company, or its name), when there is one. */
  clientName: string | null;
  userId: number | null;
  programId: number | null;
  programName: string | null;
  leads: number;
  validLeads: number;
  amountCents: number;
  adjustmentCents: number;
  adjustmentReason: string | null;
  totalCents: number;
}

export interface MonthReview {
  platform: MonthPlatform;
  month: string;
  status: MonthStatus;
  validatedAt: Date | null;
  validatedByName: string | null;
  lines: ReviewLine[];
}

/**
 * A month as the administrator reviews it: an open month is first refreshed from its source (the
 * roll-up or the MyCoreg figures), a validated one is read as frozen. Lines of both sides, with
 * the account and program names.
 */
export async function monthReview(db: Db, q: { platform: MonthPlatform; month: string }): Promise<MonthReview> {
  const month = monthStart(q.month);
  await db.transaction((tx) => syncOpenMonth(tx, q.platform, month));
  const validator = sql<
    string | null
  >`(select trim(first_name || ' ' || last_name) from users v where v.id = ${billingMonths.validatedBy})`;
  const [m] = await db
    .select({ status: billingMonths.status, validatedAt: billingMonths.validatedAt, validatedByName: validator })
    .from(billingMonths)
    .where(and(eq(billingMonths.platform, q.platform), eq(billingMonths.month, month)));
  const l = billingMonthLines;
  // The account of a client id: the lowest user id holding it on the line's side.
  const owner = sql<number | null>`(select min(u.id) from users u where u.${sql.raw(
    q.platform === "coreg" ? "id_clien_mycoreg" : "id_clien_myaffil",
  )} = ${l.clientId} and u.law = case ${l.side} when 'advertiser' then 'an' else 'af' end)`;
  const rows = await db
    .select({ line: l, userId: owner, programName: myaffilPrograms.name })
    .from(l)
    .leftJoin(myaffilPrograms, eq(myaffilPrograms.id, l.programId))
    .where(and(eq(l.platform, q.platform), eq(l.month, month)))
    .orderBy(asc(l.side), asc(l.clientId), asc(l.programId));
  const ids = [...new Set(rows.map((r) => r.userId).filter((x): x is number => x != null))];
  const names = new Map<number, string>();
  if (ids.length) {
    const us = await db
      .select({ id: users.id, society: users.society, first: users.firstName, last: users.lastName })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
    for (const u of us) names.set(u.id, u.society || `${u.first} ${u.last.toUpperCase()}`);
  }
  return {
    platform: q.platform,
    month,
    status: m!.status,
    validatedAt: m!.validatedAt,
    validatedByName: m!.validatedByName,
    lines: rows.map(({ line, userId, programName }) => ({
      id: line.id,
      side: line.side,
      clientId: line.clientId,
      clientName: userId != null ? (names.get(userId) ?? null) : null,
      userId: userId != null ? Number(userId) : null,
      programId: line.programId,
      programName: programName ?? null,
      leads: line.leads,
      validLeads: line.validLeads,
      amountCents: line.amountCents,
      adjustmentCents: line.adjustmentCents,
      adjustmentReason: line.adjustmentReason,
      totalCents: line.amountCents + line.adjustmentCents,
    })),
  };
}

/** The months the picker offers: the last `count` months (newest first) with their status. */
export async function monthList(db: Db, platform: MonthPlatform, now = new Date(), count = 12) {
  const months: string[] = [];
  for (let k = 0; k < count; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1));
    months.push(d.toISOString().slice(0, 10));
  }
  const known = await db
    .select({ month: billingMonths.month, status: billingMonths.status })
    .from(billingMonths)
    .where(eq(billingMonths.platform, platform))
    .orderBy(desc(billingMonths.month));
  const status = new Map(known.map((k) => [k.month, k.status]));
  return months.map((month) => ({ month, status: status.get(month) ?? ("open" as MonthStatus) }));
}
