import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkClients } from "@/lib/db/schema";
import { rowsOf } from "@/lib/db/rows";
import { hashApiKey, newApiKey } from "@/features/market/distribution/server/intake/api-key";
import type { ScenarioVersion } from "./engine";

export interface CheckClientRef {
  id: number;
  userId: number;
  name: string;
  scenarioId: number | null;
}

const ref = {
  id: checkClients.id,
  userId: checkClients.userId,
  name: checkClients.name,
  scenarioId: checkClients.scenarioId,
};

/** The signed-in advertiser's or publisher's client, or null when it has not the product. */
export async function clientOfUser(db: Db, userId: number): Promise<CheckClientRef | null> {
  const [c] = await db.select(ref).from(checkClients).where(eq(checkClients.userId, userId)).limit(1);
  return c ?? null;
}

/** The caller's product account (name, key prefix, plan), or null without the product. */
export async function accountOf(db: Db, userId: number) {
  const [c] = await db
    .select({ ...ref, keyPrefix: checkClients.apiKeyPrefix, planMonthly: checkClients.planMonthly })
    .from(checkClients)
    .where(eq(checkClients.userId, userId))
    .limit(1);
  return c ?? null;
}

/** A client for a user, with a fresh key (shown once). */
export async function createCheckClient(
  db: Db,
  input: { userId: number; name: string; planMonthly?: number; apiKey?: string },
): Promise<{ id: number; apiKey: string }> {
  const apiKey = input.apiKey ?? newApiKey().replace(/^wm_/, "wc_");
  const [row] = await db
    .insert(checkClients)
    .values({
      userId: input.userId,
      name: input.name,
      apiKeyHash: hashApiKey(apiKey),
      apiKeyPrefix: apiKey.slice(0, 7),
      planMonthly: input.planMonthly ?? 10000,
    })
    .returning({ id: checkClients.id });
  return { id: row!.id, apiKey };
}

/** A new key for the client; the old one stops working at once. */
export async function rotateCheckKey(db: Db, clientId: number): Promise<string> {
  const apiKey = newApiKey().replace(/^wm_/, "wc_");
  await db
    .update(checkClients)
    .set({ apiKeyHash: hashApiKey(apiKey), apiKeyPrefix: apiKey.slice(0, 7) })
    .where(eq(checkClients.id, clientId));
  return apiKey;
}

interface KeyRow {
  id: number;
  user_id: number;
  name: string;
  scenario_id: number | null;
  version_id: number | null;
  version: number | null;
  checks: ScenarioVersion["checks"] | null;
  valid_from: number | null;
  risky_from: number | null;
}

/**
 * The API's one read before the engine: the active client owning a key and the scenario version
 * that judges it now (its own scenario's current version, or the default's; null when the base has
 * no scenario yet), in one statement.
 */
export async function clientAndScenarioOfKey(
  db: Db,
  apiKey: string | null | undefined,
): Promise<{ client: CheckClientRef; scenario: ScenarioVersion | null } | null> {
  if (!apiKey?.trim()) return null;
  const [r] = rowsOf<KeyRow>(
    await db.execute(
      sql`select c.id, c.user_id, c.name, c.scenario_id, v.id as version_id, v.version, v.checks, v.valid_from, v.risky_from
      from check_clients c
      left join lateral (
        select v.* from check_scenarios s
        join check_scenario_versions v on v.scenario_id = s.id and v.version = s.current_version
        where s.id = c.scenario_id or s.is_default order by s.is_default limit 1
      ) v on true
      where c.api_key_hash = ${hashApiKey(apiKey)} and c.active`,
    ),
  );
  if (!r) return null;
  return {
    client: { id: Number(r.id), userId: Number(r.user_id), name: r.name, scenarioId: r.scenario_id },
    scenario:
      r.version_id == null
        ? null
        : {
            id: Number(r.version_id),
            version: Number(r.version),
            checks: r.checks ?? [],
            validFrom: Number(r.valid_from),
            riskyFrom: Number(r.risky_from),
          },
  };
}
