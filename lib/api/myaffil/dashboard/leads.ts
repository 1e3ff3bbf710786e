import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketSales, myaffilStatsDaily } from "@/lib/db/schema";
import { firstDayOfLast, startOfDaysAgo } from "./period";

/** Leads of a span of Paris days, today included. */
export interface DashboardLeads {
  /** First Paris day of the span (YYYY-MM-DD). */
  from: string;
  /** MyAffil leads received (the daily roll-up), valid and invalid among them. */
  received: number;
  valid: number;
  invalid: number;
  /** Marketplace leads sold (administrators) or bought (an advertiser). */
  marketplace: number;
}

/**
 * The leads of the last `days` days, in one statement: MyAffil from perf_stats_daily (kept on
 * write, so the cost does not grow with history), marketplace from the sales, and the span's first
 * day by the database's clock (the one the filters use). An advertiser passes its own client ids.
 */
export async function dashboardLeads(
  db: Db,
  days: number,
  scope: { advertiserClientId: number | null; buyerUserId: number } | null,
): Promise<DashboardLeads> {
  const s = myaffilStatsDaily;
  const from = firstDayOfLast(days);
  // An advertiser without a performance client has no MyAffil leads.
  const perfScope: SQL | undefined = scope
    ? scope.advertiserClientId == null
      ? sql`false`
      : eq(s.advertiserClientId, scope.advertiserClientId)
    : undefined;
  const int = (col: SQL) => sql<number>`coalesce(${col}, 0)::int`;
  const perf = db
    .select({
      received: int(sql`sum(${s.leads})`).as("received"),
      valid: int(sql`sum(${s.validLeads})`).as("valid"),
      invalid: int(sql`sum(${s.invalidLeads})`).as("invalid"),
    })
    .from(s)
    .where(and(gte(s.day, from), perfScope))
    .as("perf");
  const market = db
    .select({ n: sql<number>`count(*)::int`.as("marketplace") })
    .from(marketSales)
    .where(
      and(
        gte(marketSales.createdAt, startOfDaysAgo(days - 1)),
        scope ? eq(marketSales.userId, scope.buyerUserId) : undefined,
      ),
    )
    .as("market");
  const [row] = await db
    .select({
      from: sql<string>`to_char(${from}, 'YYYY-MM-DD')`,
      received: perf.received,
      valid: perf.valid,
      invalid: perf.invalid,
      marketplace: market.n,
    })
    .from(perf)
    .crossJoin(market);
  return row!;
}
