import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, users } from "@/lib/db/schema";
import { cents, CHART_DAYS, fillSeries, lastDays, localDay, startOfDaysAgo, todayInParis } from "./period";

export interface AdminDay {
  /** YYYY-MM-DD, Paris time. */
  day: string;
  /** Marketplace sales (sale debits), cents. */
  sales: number;
  signUps: number;
}

/** The last 30 days, today included: marketplace sales and advertiser/publisher sign-ups per day. */
export async function adminDaily(db: Db, today: Promise<string> = todayInParis(db)): Promise<AdminDay[]> {
  const from = startOfDaysAgo(CHART_DAYS - 1);
  const saleDay = localDay(balanceLedger.createdAt);
  const signUpDay = localDay(users.createdAt);
  const [day0, sales, signUps] = await Promise.all([
    today,
    db
      .select({ key: saleDay, value: cents(sql`-sum(${balanceLedger.amountCents})`) })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.kind, "sale"), gte(balanceLedger.createdAt, from)))
      .groupBy(saleDay),
    db
      .select({ key: signUpDay, value: sql<number>`count(*)::int` })
      .from(users)
      .where(and(gte(users.createdAt, from), inArray(users.law, ["an", "af"])))
      .groupBy(signUpDay),
  ]);
  const days = lastDays(day0, CHART_DAYS);
  const salesOf = fillSeries(days, sales);
  const signUpsOf = fillSeries(days, signUps);
  return days.map((day, i) => ({ day, sales: salesOf[i]!, signUps: signUpsOf[i]! }));
}
