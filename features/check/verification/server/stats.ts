import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import type { CheckName } from "@/lib/domain/states";
import { priceGrid, quote } from "./pricing";

interface DayRow {
  day: string;
  valid: number;
  risky: number;
  invalid: number;
}

/**
 * Weedo Trust statistics of a period (Paris days), from the daily roll-ups only: verifications per
 * day by verdict, failures per check, and per client (verdicts, mean latency). One client or all.
 */
export async function trustStats(db: Db, p: { from: string; to: string; clientId?: number | null }) {
  const client = p.clientId ?? null;
  const [days, fails, clients] = await Promise.all([
    db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(d.n) filter (where d.verdict = 'valid'), 0)::int as valid,
        coalesce(sum(d.n) filter (where d.verdict = 'risky'), 0)::int as risky,
        coalesce(sum(d.n) filter (where d.verdict = 'invalid'), 0)::int as invalid
      from check_daily d where d.day between ${p.from}::date and ${p.to}::date
        and (${client}::int is null or d.client_id = ${client}::int)
      group by d.day order by d.day`),
    db.execute(sql`select f."check" as name, sum(f.n)::int as n from check_daily_fails f
      where f.day between ${p.from}::date and ${p.to}::date and (${client}::int is null or f.client_id = ${client}::int)
      group by f."check" order by 2 desc`),
    db.execute(sql`select c.id as "clientId", c.name,
        coalesce(sum(d.n), 0)::int as total,
        coalesce(sum(d.n) filter (where d.verdict = 'valid'), 0)::int as valid,
        coalesce(sum(d.n) filter (where d.verdict = 'risky'), 0)::int as risky,
        coalesce(sum(d.n) filter (where d.verdict = 'invalid'), 0)::int as invalid,
        coalesce(round(sum(d.latency_ms_sum)::numeric / nullif(sum(d.n), 0)), 0)::int as "latencyMs"
      from check_clients c join check_daily d on d.client_id = c.id
        and d.day between ${p.from}::date and ${p.to}::date
      where (${client}::int is null or c.id = ${client}::int)
      group by c.id, c.name order by total desc, c.name`),
  ]);
  const dayRows = rowsOf<DayRow>(days);
  const totals = dayRows.reduce(
    (s, d) => ({ valid: s.valid + d.valid, risky: s.risky + d.risky, invalid: s.invalid + d.invalid }),
    { valid: 0, risky: 0, invalid: 0 },
  );
  return {
    days: dayRows,
    fails: rowsOf<{ name: CheckName; n: number }>(fails),
    clients: rowsOf<{
      clientId: number;
      name: string;
      total: number;
      valid: number;
      risky: number;
      invalid: number;
      latencyMs: number;
    }>(clients),
    totals: { ...totals, total: totals.valid + totals.risky + totals.invalid },
  };
}

/** Months (YYYY-MM) of a period, for the plan: a partial month counts whole. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * Consumption of a period per client: verifications against the plan (the monthly plan times the
 * months of the period) and the revenue the price grid bills for them (per month's volume, the checks
 * of the client's current scenario), with the daily volume for the chart.
 */
export async function consumption(db: Db, p: { from: string; to: string; clientId?: number | null }) {
  const client = p.clientId ?? null;
  const [rows, days, grid] = await Promise.all([
    db.execute(sql`select c.id as "clientId", c.name, c.plan_monthly as "planMonthly",
        to_char(date_trunc('month', d.day), 'YYYY-MM') as month, sum(d.n)::int as n,
        (select v.checks from check_scenarios s join check_scenario_versions v on v.scenario_id = s.id and v.version = s.current_version
          where s.id = c.scenario_id or (c.scenario_id is null and s.is_default) order by s.is_default limit 1) as checks
      from check_clients c join check_daily d on d.client_id = c.id and d.day between ${p.from}::date and ${p.to}::date
      where (${client}::int is null or c.id = ${client}::int)
      group by c.id, c.name, c.plan_monthly, 4 order by c.name, 4`),
    db.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.n)::int as n from check_daily d
      where d.day between ${p.from}::date and ${p.to}::date and (${client}::int is null or d.client_id = ${client}::int)
      group by d.day order by d.day`),
    priceGrid(db),
  ]);
  const months = monthsBetween(p.from, p.to);
  const byClient = new Map<
    number,
    { clientId: number; name: string; planMonthly: number; used: number; revenueCents: number }
  >();
  for (const r of rowsOf<{
    clientId: number;
    name: string;
    planMonthly: number;
    month: string;
    n: number;
    checks: { name: CheckName }[] | null;
  }>(rows)) {
    const c = byClient.get(r.clientId) ?? {
      clientId: r.clientId,
      name: r.name,
      planMonthly: r.planMonthly,
      used: 0,
      revenueCents: 0,
    };
    c.used += r.n;
    c.revenueCents += quote(
      grid,
      r.n,
      (r.checks ?? []).map((x) => x.name),
    ).monthlyCents;
    byClient.set(r.clientId, c);
  }
  const clients = [...byClient.values()].map((c) => ({
    ...c,
    plan: c.planMonthly * months,
    usage: c.planMonthly > 0 ? c.used / (c.planMonthly * months) : 0,
  }));
  return {
    clients,
    days: rowsOf<{ day: string; n: number }>(days),
    totals: {
      used: clients.reduce((s, c) => s + c.used, 0),
      revenueCents: clients.reduce((s, c) => s + c.revenueCents, 0),
    },
  };
}
