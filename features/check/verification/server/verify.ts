import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CheckSource } from "@/lib/domain/states";
import { parisDay } from "@/lib/domain/paris-time";
import { rowsOf } from "@/lib/db/rows";
import { verifyContact, type ContactInput, type MxResolver, type ScenarioVersion, type Verification } from "./engine";
import { scenarioForClient } from "./scenarios";

export interface RecordedVerification extends Verification {
  id: number;
  scenarioVersion: number;
  latencyMs: number;
}

export interface RecordOptions {
  source: CheckSource;
  resolver?: MxResolver;
  now?: Date;
  /** The scenario version, when the caller already read it (a list reads it once). */
  scenario?: ScenarioVersion;
  list?: { id: number; row: number };
  ip?: string | null;
  device?: string | null;
}

/**
 * Verifies one contact for a client and records it: the verification, the event of the call (its
 * latency measured around the engine) and the daily roll-ups (per verdict, per failed check), in one
 * statement after the engine's one read.
 */
export async function verifyAndRecord(
  db: Db,
  clientId: number,
  input: ContactInput,
  opts: RecordOptions,
): Promise<RecordedVerification> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const scenario = opts.scenario ?? (await scenarioForClient(db, clientId));
  const v = await verifyContact(db, input, { clientId, scenario, resolver: opts.resolver, now });
  const latencyMs = Math.max(0, Math.round(performance.now() - started));
  const failed = v.checks.filter((c) => c.outcome === "fail").map((c) => c.name);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`with v as (
        insert into check_verifications (client_id, scenario_version_id, source, list_id, list_row, email, phone, postcode,
          department, ip, device, score, verdict, checks, created_at)
        values (${clientId}::int, ${scenario.id}::int, ${opts.source}::text, ${opts.list?.id ?? null}::int, ${opts.list?.row ?? null}::int,
          ${v.contact.email}::text, ${v.contact.phone}::text, ${v.contact.postcode}::text, ${v.contact.department}::text,
          ${input.ip?.trim() || null}::text, ${input.device?.trim() || null}::text, ${v.score}::smallint, ${v.verdict}::text,
          ${JSON.stringify(v.checks)}::jsonb, ${now.toISOString()}::timestamptz)
        returning id
      ), e as (
        insert into check_events (client_id, verification_id, source, scenario_version_id, status, verdict, latency_ms, created_at)
        select ${clientId}::int, v.id, ${opts.source}::text, ${scenario.id}::int, 200, ${v.verdict}::text, ${latencyMs}::int,
          ${now.toISOString()}::timestamptz from v
      ), d as (
        insert into check_daily (client_id, day, verdict, n, latency_ms_sum)
        values (${clientId}::int, ${parisDay(now)}::date, ${v.verdict}::text, 1, ${latencyMs}::int)
        on conflict (client_id, day, verdict) do update
          set n = check_daily.n + 1, latency_ms_sum = check_daily.latency_ms_sum + excluded.latency_ms_sum
      ), f as (
        insert into check_daily_fails (client_id, day, "check", n)
        select ${clientId}::int, ${parisDay(now)}::date, c, 1 from jsonb_array_elements_text(${JSON.stringify(failed)}::jsonb) c
        on conflict (client_id, day, "check") do update set n = check_daily_fails.n + 1
      )
      select id from v`,
    ),
  );
  return { ...v, id: Number(row!.id), scenarioVersion: scenario.version, latencyMs };
}

/** A refused call (its input did not pass): logged as an event with its status, for support. */
export async function recordRefusedCall(
  db: Db,
  clientId: number,
  opts: { source: CheckSource; status: number; latencyMs: number; now?: Date },
): Promise<void> {
  await db.execute(
    sql`insert into check_events (client_id, source, status, latency_ms, created_at)
      values (${clientId}::int, ${opts.source}::text, ${opts.status}::smallint, ${opts.latencyMs}::int,
        ${(opts.now ?? new Date()).toISOString()}::timestamptz)`,
  );
}
