import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkClients, checkScenarios, checkScenarioVersions, type ScenarioCheck } from "@/lib/db/schema";
import { DEFAULT_SCENARIO_CHECKS, type ScenarioVersion } from "./engine";

const versionCols = {
  id: checkScenarioVersions.id,
  version: checkScenarioVersions.version,
  checks: checkScenarioVersions.checks,
  validFrom: checkScenarioVersions.validFrom,
  riskyFrom: checkScenarioVersions.riskyFrom,
};

/**
 * The scenario version that judges a client's next verification: the current version of the client's
 * chosen scenario, or of the platform's default scenario (one read).
 */
export async function scenarioForClient(db: Db, clientId: number | null): Promise<ScenarioVersion> {
  const [row] = await db
    .select(versionCols)
    .from(checkScenarios)
    .innerJoin(
      checkScenarioVersions,
      and(
        eq(checkScenarioVersions.scenarioId, checkScenarios.id),
        eq(checkScenarioVersions.version, checkScenarios.currentVersion),
      ),
    )
    .leftJoin(checkClients, eq(checkClients.id, clientId ?? -1))
    .where(or(eq(checkScenarios.id, checkClients.scenarioId), eq(checkScenarios.isDefault, true)))
    // The client's own scenario first, the default otherwise.
    .orderBy(asc(checkScenarios.isDefault))
    .limit(1);
  if (row) return row;
  return ensureDefaultScenario(db);
}

/** The platform's default scenario, created with the default checks when the base has none. */
export async function ensureDefaultScenario(db: Db): Promise<ScenarioVersion> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(71, 0)`);
    const [existing] = await tx
      .select(versionCols)
      .from(checkScenarios)
      .innerJoin(
        checkScenarioVersions,
        and(
          eq(checkScenarioVersions.scenarioId, checkScenarios.id),
          eq(checkScenarioVersions.version, checkScenarios.currentVersion),
        ),
      )
      .where(eq(checkScenarios.isDefault, true))
      .limit(1);
    if (existing) return existing;
    const [s] = await tx
      .insert(checkScenarios)
      .values({ name: "Weedo Trust", isDefault: true, currentVersion: 1 })
      .returning({ id: checkScenarios.id });
    const [v] = await tx
      .insert(checkScenarioVersions)
      .values({ scenarioId: s!.id, version: 1, checks: DEFAULT_SCENARIO_CHECKS, validFrom: 70, riskyFrom: 40 })
      .returning(versionCols);
    return v!;
  });
}

export interface ScenarioRow {
  id: number;
  name: string;
  clientId: number | null;
  clientName: string | null;
  isDefault: boolean;
  currentVersion: number;
  /** Whether it judges this client's verifications (client screens) or any client's (admin). */
  inUse: boolean;
  versions: (ScenarioVersion & { createdAt: string })[];
}

/**
 * The scenarios a caller sees: an administrator every one; a client the platform's default and its own
 * (ownership in the where-clause). Versions newest first.
 */
export async function listScenarios(db: Db, clientId: number | null): Promise<ScenarioRow[]> {
  const scenarios = await db
    .select({
      id: checkScenarios.id,
      name: checkScenarios.name,
      clientId: checkScenarios.clientId,
      clientName: checkClients.name,
      isDefault: checkScenarios.isDefault,
      currentVersion: checkScenarios.currentVersion,
      chosen: sql<boolean>`exists (select 1 from check_clients c where c.scenario_id = ${checkScenarios.id}
        and (${clientId}::int is null or c.id = ${clientId}::int))`,
    })
    .from(checkScenarios)
    .leftJoin(checkClients, eq(checkClients.id, checkScenarios.clientId))
    .where(clientId == null ? undefined : or(isNull(checkScenarios.clientId), eq(checkScenarios.clientId, clientId)))
    .orderBy(desc(checkScenarios.isDefault), asc(checkScenarios.id));
  if (!scenarios.length) return [];
  const versions = await db
    .select({
      ...versionCols,
      scenarioId: checkScenarioVersions.scenarioId,
      createdAt: checkScenarioVersions.createdAt,
    })
    .from(checkScenarioVersions)
    .where(
      sql`${checkScenarioVersions.scenarioId} in (${sql.join(
        scenarios.map((s) => sql`${s.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(checkScenarioVersions.version));
  const hasOwn = scenarios.some((s) => s.chosen && !s.isDefault);
  return scenarios.map((s) => ({
    id: s.id,
    name: s.name,
    clientId: s.clientId,
    clientName: s.clientName,
    isDefault: s.isDefault,
    currentVersion: s.currentVersion,
    inUse: s.chosen || (s.isDefault && (clientId == null || !hasOwn)),
    versions: versions
      .filter((v) => v.scenarioId === s.id)
      .map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
  }));
}

/** A scenario the caller may change: any for an administrator (clientId null), else only the client's own. */
async function ownScenario(db: Db, scenarioId: number, clientId: number | null) {
  const [s] = await db
    .select({ id: checkScenarios.id, clientId: checkScenarios.clientId })
    .from(checkScenarios)
    .where(and(eq(checkScenarios.id, scenarioId), clientId == null ? undefined : eq(checkScenarios.clientId, clientId)))
    .limit(1);
  return s ?? null;
}

async function platformScenario(db: Db, scenarioId: number) {
  const [s] = await db
    .select({ id: checkScenarios.id, clientId: checkScenarios.clientId })
    .from(checkScenarios)
    .where(and(eq(checkScenarios.id, scenarioId), isNull(checkScenarios.clientId)))
    .limit(1);
  return s ?? null;
}

export interface ScenarioDraft {
  checks: ScenarioCheck[];
  validFrom: number;
  riskyFrom: number;
}

/** A new scenario of a client (its first version); an administrator may create one for the platform (clientId null). */
export async function createScenario(
  db: Db,
  input: { name: string; clientId: number | null; draft: ScenarioDraft; createdBy: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [s] = await tx
      .insert(checkScenarios)
      .values({ name: input.name, clientId: input.clientId, currentVersion: 1 })
      .returning({ id: checkScenarios.id });
    await tx
      .insert(checkScenarioVersions)
      .values({ scenarioId: s!.id, version: 1, ...input.draft, createdBy: input.createdBy });
    return s!.id;
  });
}

/**
 * Saves an edit as a new version, which becomes the current one: verifications made before keep
 * pointing at the version that judged them. Null when the scenario is not the caller's.
 */
export async function saveScenarioVersion(
  db: Db,
  input: { scenarioId: number; ownerClientId: number | null; draft: ScenarioDraft; createdBy: number },
): Promise<{ version: number } | null> {
  const s = await ownScenario(db, input.scenarioId, input.ownerClientId);
  if (!s) return null;
  return db.transaction(async (tx) => {
    // Serialises two saves of one scenario: each gets its own number.
    const [locked] = await tx
      .select({
        current: sql<number>`(select coalesce(max(version), 0) from check_scenario_versions where scenario_id = ${s.id})`,
      })
      .from(checkScenarios)
      .where(eq(checkScenarios.id, s.id))
      .for("update");
    const version = Number(locked!.current) + 1;
    await tx
      .insert(checkScenarioVersions)
      .values({ scenarioId: s.id, version, ...input.draft, createdBy: input.createdBy });
    await tx.update(checkScenarios).set({ currentVersion: version }).where(eq(checkScenarios.id, s.id));
    return { version };
  });
}

/**
 * Makes a scenario judge a client's verifications (its own, or the default: scenarioId null), and
 * optionally sets which of its versions is current (a rollback). False when not the caller's.
 */
export async function activateScenario(
  db: Db,
  input: { clientId: number; scenarioId: number | null; version?: number | null },
): Promise<boolean> {
  if (input.scenarioId != null) {
    // The client's own scenario, or one of the platform's.
    const s =
      (await ownScenario(db, input.scenarioId, input.clientId)) ?? (await platformScenario(db, input.scenarioId));
    if (!s) return false;
    if (input.version != null) {
      // Choosing the current version changes the scenario for everyone using it: its owner's only.
      if (s.clientId !== input.clientId) return false;
      const [v] = await db
        .select({ id: checkScenarioVersions.id })
        .from(checkScenarioVersions)
        .where(and(eq(checkScenarioVersions.scenarioId, s.id), eq(checkScenarioVersions.version, input.version)));
      if (!v) return false;
      await db.update(checkScenarios).set({ currentVersion: input.version }).where(eq(checkScenarios.id, s.id));
    }
  }
  await db.update(checkClients).set({ scenarioId: input.scenarioId }).where(eq(checkClients.id, input.clientId));
  return true;
}
