import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
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
  // An advertiser without a performance client has no MyAffil leads.
  const kind = scope ? (scope.advertiserClientId == null ? "buyer" : "advertiser") : "all";
  const [row] = await prepared(db, `dashboard-leads:${days}:${kind}`, () => leadsQuery(db, days, kind)).execute({
    advertiserClientId: scope?.advertiserClientId,
    buyerUserId: scope?.buyerUserId,
  });
  return row!;
}

function leadsQuery(db: Db, days: number, kind: "all" | "buyer" | "advertiser") {
  const s = myaffilStatsDaily;
  const from = firstDayOfLast(days);
  const perfScope: SQL | undefined =
    kind === "all"
      ? undefined
      : kind === "buyer"
        ? sql`false`
        : eq(s.advertiserClientId, sql.placeholder("advertiserClientId"));
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
        kind === "all" ? undefined : eq(marketSales.userId, sql.placeholder("buyerUserId")),
      ),
    )
    .as("market");
  return db
    .select({
      from: sql<string>`to_char(${from}, 'YYYY-MM-DD')`,
      received: perf.received,
      valid: perf.valid,
      invalid: perf.invalid,
      marketplace: market.n,
    })
    .from(perf)
    .crossJoin(market);
}
