import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { balanceLedger, users } from "@/lib/db/schema";
import { cents, CHART_DAYS, fillSeries, lastDays, localDay, startOfDaysAgo, todayQuery } from "./period";

export interface AdminDay {
  /** YYYY-MM-DD, Paris time. */
  day: string;
  /** Marketplace sales (sale debits), cents. */
  sales: number;
  signUps: number;
}

/**
 * The last 30 days, today included: marketplace sales and advertiser/publisher sign-ups per day.
 * One statement: today's Paris date and the two daily series come back as tagged rows.
 */
export async function adminDaily(db: Db): Promise<AdminDay[]> {
  const rows = await prepared(db, "admin-daily", () => dailyQuery(db)).execute();
  const days = lastDays(rows.find((r) => r.series === "today")!.key, CHART_DAYS);
  const salesOf = fillSeries(
    days,
    rows.filter((r) => r.series === "sales"),
  );
  const signUpsOf = fillSeries(
    days,
    rows.filter((r) => r.series === "signUps"),
  );
  return days.map((day, i) => ({ day, sales: salesOf[i]!, signUps: signUpsOf[i]! }));
}

function dailyQuery(db: Db) {
  const from = startOfDaysAgo(CHART_DAYS - 1);
  const saleDay = localDay(balanceLedger.createdAt);
  const signUpDay = localDay(users.createdAt);
  return unionAll(
    todayQuery(db),
    db
      .select({ series: sql<string>`'sales'`, key: saleDay, value: cents(sql`-sum(${balanceLedger.amountCents})`) })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.kind, "sale"), gte(balanceLedger.createdAt, from)))
      .groupBy(saleDay),
    db
      .select({ series: sql<string>`'signUps'`, key: signUpDay, value: sql<number>`count(*)::float8` })
      .from(users)
      .where(and(gte(users.createdAt, from), inArray(users.law, ["an", "af"])))
      .groupBy(signUpDay),
  );
}
