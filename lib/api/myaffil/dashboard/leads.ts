import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketSales, myaffilStatsDaily } from "@/lib/db/schema";
import { lastDays, startOfDaysAgo, todayInParis } from "./period";

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
 * The leads of the last `days` days: MyAffil from perf_stats_daily (kept on write, so the cost does
 * not grow with history), marketplace from the sales. An advertiser passes its own client ids.
 */
export async function dashboardLeads(
  db: Db,
  days: number,
  scope: { advertiserClientId: number | null; buyerUserId: number } | null,
  /** Today in Paris when the request already asked it (the dashboards share one per request). */
  today: Promise<string> = todayInParis(db),
): Promise<DashboardLeads> {
  const from = lastDays(await today, days)[0]!;
  const s = myaffilStatsDaily;
  const perfWhere: SQL | undefined = and(
    gte(s.day, from),
    scope ? eq(s.advertiserClientId, scope.advertiserClientId ?? -1) : undefined,
  );
  const int = (col: SQL) => sql<number>`coalesce(${col}, 0)::int`;
  const [[perf], [market]] = await Promise.all([
    scope && scope.advertiserClientId == null
      ? Promise.resolve([{ received: 0, valid: 0, invalid: 0 }])
      : db
          .select({
            received: int(sql`sum(${s.leads})`),
            valid: int(sql`sum(${s.validLeads})`),
            invalid: int(sql`sum(${s.invalidLeads})`),
          })
          .from(s)
          .where(perfWhere),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketSales)
      .where(
        and(
          gte(marketSales.createdAt, startOfDaysAgo(days - 1)),
          scope ? eq(marketSales.userId, scope.buyerUserId) : undefined,
        ),
      ),
  ]);
  return {
    from,
    received: perf?.received ?? 0,
    valid: perf?.valid ?? 0,
    invalid: perf?.invalid ?? 0,
    marketplace: market?.n ?? 0,
  };
}
