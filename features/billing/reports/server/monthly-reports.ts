import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { monthlyReportLines, monthlyReports, users } from "@/lib/db/schema";
import { REPORT_PLATFORMS } from "@/lib/domain/states";
import { audit } from "@/lib/security/audit";
import { badInput } from "@/lib/api/errors";
import { liveFigures, type MonthFigures } from "./figures";
import { currentMonth, MONTH_RE } from "./period";

export const REPORTS_PAGE_SIZE = 10;

export interface StoredReport {
  id: number;
  month: string;
  generatedAt: Date;
  generatedBy: string | null;
  lines: MonthFigures[];
}

const order = (p: string) => REPORT_PLATFORMS.indexOf(p as (typeof REPORT_PLATFORMS)[number]);

/**
 * Generates the report of a month ("YYYY-MM", not in the future): the live figures copied into a new
 * report row and its lines, in one transaction, and audited. The copy is the point: what management
 * received stays what it was, whatever is invoiced or credited afterwards.
 */
export async function generateMonthlyReport(
  db: Db,
  month: string,
  actor: { id: number; ip?: string | null },
  opts: { at?: Date } = {},
) {
  if (!MONTH_RE.test(month) || month > currentMonth(opts.at)) throw badInput("Invalid month", { month: "invalid" });
  const figures = await liveFigures(db, month, month);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monthlyReports)
      .values({ month: `${month}-01`, generatedBy: actor.id, generatedAt: opts.at })
      .returning({ id: monthlyReports.id });
    await tx.insert(monthlyReportLines).values(
      figures.map((f) => ({
        reportId: row!.id,
        platform: f.platform,
        revenueCents: f.revenueCents,
        costCents: f.costCents,
        marginCents: f.marginCents,
        invoicedCents: f.invoicedCents,
        creditedCents: f.creditedCents,
        collectedCents: f.collectedCents,
        paidOutCents: f.paidOutCents,
        validated: f.validated,
        hasCostData: f.hasCostData,
      })),
    );
    const total = figures.reduce((s, f) => ({ r: s.r + f.revenueCents, m: s.m + f.marginCents }), { r: 0, m: 0 });
    await audit(tx, {
      actorId: actor.id,
      action: "report_generated",
      ip: actor.ip,
      targetType: "monthly_report",
      targetId: String(row!.id),
      details: { month, revenue_cents: total.r, margin_cents: total.m },
      at: opts.at,
    });
    return row!.id;
  });
  return (await storedReports(db, [id]))[0]!;
}

/** Reports by id, with their lines in the report's platform order and who generated them. */
export async function storedReports(db: Db, ids: number[]): Promise<StoredReport[]> {
  if (!ids.length) return [];
  const heads = await db
    .select({
      id: monthlyReports.id,
      month: monthlyReports.month,
      generatedAt: monthlyReports.generatedAt,
      by: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(monthlyReports)
    .leftJoin(users, eq(users.id, monthlyReports.generatedBy))
    .where(inArray(monthlyReports.id, ids));
  const lines = await db
    .select()
    .from(monthlyReportLines)
    .where(inArray(monthlyReportLines.reportId, ids))
    .orderBy(asc(monthlyReportLines.reportId));
  return ids.flatMap((id) => {
    const h = heads.find((x) => x.id === id);
    if (!h) return [];
    const month = h.month.slice(0, 7);
    return [
      {
        id,
        month,
        generatedAt: h.generatedAt,
        generatedBy: h.by,
        lines: lines
          .filter((l) => l.reportId === id)
          .sort((a, b) => order(a.platform) - order(b.platform))
          .map((l) => ({ ...l, month })),
      },
    ];
  });
}

/** Generated reports, newest first, 10 per page. */
export async function listMonthlyReports(db: Db, page: number) {
  const p = Math.max(1, page);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(monthlyReports);
  const ids = await db
    .select({ id: monthlyReports.id })
    .from(monthlyReports)
    .orderBy(desc(monthlyReports.generatedAt), desc(monthlyReports.id))
    .limit(REPORTS_PAGE_SIZE)
    .offset((p - 1) * REPORTS_PAGE_SIZE);
  return {
    total: n,
    page: p,
    pageSize: REPORTS_PAGE_SIZE,
    reports: await storedReports(
      db,
      ids.map((r) => r.id),
    ),
  };
}

/** The totals of a report's lines (every platform). */
export function reportTotals(lines: MonthFigures[]) {
  const sum = (k: keyof MonthFigures) => lines.reduce((s, l) => s + (l[k] as number), 0);
  return { revenueCents: sum("revenueCents"), costCents: sum("costCents"), marginCents: sum("marginCents") };
}
