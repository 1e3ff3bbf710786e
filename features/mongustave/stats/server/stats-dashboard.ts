import { parisDay } from "@/lib/domain/paris-time";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgLeads } from "@/lib/db/schema";
import { addDays } from "@/features/market/money/server/ledger/days";
import { margin, type MgMargin } from "./stats-margin";
import { mgWsResponseTimes, type MgWsResponseRow } from "./stats-response";
import { countedLeads, type MgAdminFilter } from "./stats-scope";
import { mgVolumeStats, type MgVolumes } from "./stats-volumes";

export const ADMIN_DASHBOARD_DAYS = 30;
/** The WS health list looks at the last week: long enough for percentiles, short enough to be news. */
export const HEALTH_DAYS = 7;

export interface MgAdminPeriod {
  from: string;
  to: string;
  volumes: MgVolumes;
  margin: MgMargin;
}

export interface MgAdminDashboard {
  today: MgAdminPeriod;
  thisMonth: MgAdminPeriod;
  lastMonth: MgAdminPeriod;
  /** Leads waiting in the fraud review queue (suspected). */
  fraudSuspected: number;
  /** Every WS over the last HEALTH_DAYS days: paused first, then failing, slow, the rest. */
  webServices: MgWsResponseRow[];
  /** The last 30 days, today included. */
  daily: (MgVolumes & { day: string })[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

async function period(db: Db, f: MgAdminFilter): Promise<MgAdminPeriod> {
  const [v, [c]] = await Promise.all([
    mgVolumeStats(db, f),
    db
      .select({ cost: sql<string>`coalesce(sum(${mgLeads.costCents}), 0)` })
      .from(mgLeads)
      .where(countedLeads(f)),
  ]);
  return { from: f.from, to: f.to, volumes: v.totals, margin: margin(Number(c?.cost ?? 0), v.totals.revenueCents) };
}

/** /DashboardMonGustaveAdmin: today, this month against last month, the fraud queue, WS health, 30 days. */
export async function mgAdminDashboard(db: Db, now: Date = new Date()): Promise<MgAdminDashboard> {
  const today = parisDay(now);
  const thisStart = monthStart(today);
  const lastEnd = addDays(thisStart, -1);
  const lastStart = monthStart(lastEnd);
  const [todayP, thisMonth, lastMonth, [fraud], services, daily] = await Promise.all([
    period(db, { from: today, to: today }),
    period(db, { from: thisStart, to: today }),
    period(db, { from: lastStart, to: lastEnd }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mgLeads)
      .where(eq(mgLeads.fraudState, "suspected")),
    mgWsResponseTimes(db, { from: addDays(today, -(HEALTH_DAYS - 1)), to: today }),
    mgVolumeStats(db, { from: addDays(today, -(ADMIN_DASHBOARD_DAYS - 1)), to: today }),
  ]);
  const rank = (w: MgWsResponseRow) => (w.state === "paused" ? 0 : w.failing ? 1 : w.slow ? 2 : 3);
  return {
    today: todayP,
    thisMonth,
    lastMonth,
    fraudSuspected: Number(fraud?.n ?? 0),
    // A stable sort: within a rank, mgWsResponseTimes's order (p95 descending) is kept.
    webServices: [...services].sort((a, b) => rank(a) - rank(b)),
    daily: daily.byDay,
  };
}
