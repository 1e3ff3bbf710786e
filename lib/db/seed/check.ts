import { eq } from "drizzle-orm";
import { DEFAULT_SCENARIO_CHECKS } from "@/features/check/verification/server/engine";
import { hashApiKey } from "@/features/market/distribution/server/intake/api-key";
import { scoreOf } from "@/features/check/verification/server/score";
import type { Db } from "../client";
import {
  checkClients,
  checkDaily,
  checkDailyFails,
  checkEvents,
  checkPriceTiers,
  checkScenarios,
  checkScenarioVersions,
  checkVerifications,
  type ScenarioCheck,
  type StoredCheck,
} from "../schema";
import { CHECK_NAMES, type CheckName, type CheckSource } from "@/lib/domain/states";
import { FIRST_NAMES, LAST_NAMES } from "./french";
import { seededRandom } from "./random";
import { parisDay } from "@/lib/domain/paris-time";

/** The demo clients' API keys (the README's curl example uses the advertiser's). */
export const demoCheckKey = (userId: number) => `wc_demo_${userId}`;

const CLIENTS = [
  { userId: 4, name: "Assurances Martin (annonceur)", plan: 20_000 },
  { userId: 5, name: "Perf Habitat (annonceur)", plan: 5_000 },
  { userId: 6, name: "Médias Dupont (éditeur)", plan: 10_000 },
  { userId: 7, name: "Multi Conseil", plan: 2_000 },
];

/** The default scenario's second version: velocity and duplicates weigh more, stricter thresholds. */
const DEFAULT_V2: ScenarioCheck[] = DEFAULT_SCENARIO_CHECKS.map((c) =>
  c.name === "velocity" || c.name === "duplicate_market" ? { ...c, weight: 10 } : c,
);
const STRICT: ScenarioCheck[] = DEFAULT_SCENARIO_CHECKS.map((c) =>
  c.name === "email_disposable" || c.name === "phone_valid" ? { ...c, blocking: true } : c,
);

/** How often each check fails (else a doubt for some, else a pass) in the demo traffic. */
const FAIL_RATE: Record<CheckName, [fail: number, warn: number, detail: string, warnDetail: string]> = {
  email_syntax: [0.03, 0, "badSyntax", ""],
  email_mx: [0.05, 0.02, "noMx", "dnsError"],
  email_disposable: [0.06, 0, "disposable", ""],
  email_role: [0, 0.05, "", "roleAccount"],
  phone_valid: [0.05, 0, "badPhone", ""],
  phone_type: [0.02, 0.2, "type_premium_rate", "fixedLine"],
  phone_country: [0.02, 0, "country_BE", ""],
  duplicate_client: [0.08, 0, "seenByClient", ""],
  duplicate_market: [0.1, 0, "inMarketStock", ""],
  postcode_department: [0.04, 0, "otherDepartment", ""],
  velocity: [0.03, 0, "tooFast", ""],
};

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/**
 * Weedo check demo data: four clients with keys, the platform's default scenario in two versions (the
 * second current since 20 days) and a strict scenario of the advertiser's, a price grid, and `count`
 * verifications with their events over 60 days, their roll-ups written alongside.
 */
export async function seedCheck(tx: Db, now: Date, seed: number, count = 3_000): Promise<void> {
  const rnd = seededRandom(seed + 21);
  const clients = await tx
    .insert(checkClients)
    .values(
      CLIENTS.map((c) => ({
        userId: c.userId,
        name: c.name,
        apiKeyHash: hashApiKey(demoCheckKey(c.userId)),
        apiKeyPrefix: demoCheckKey(c.userId).slice(0, 7),
        planMonthly: c.plan,
        createdAt: new Date(now.getTime() - 90 * 86_400_000),
      })),
    )
    .returning({ id: checkClients.id, userId: checkClients.userId });
  const switchAt = new Date(now.getTime() - 20 * 86_400_000);
  const [def] = await tx
    .insert(checkScenarios)
    .values({
      name: "Weedo Trust",
      isDefault: true,
      currentVersion: 2,
      createdAt: new Date(now.getTime() - 90 * 86_400_000),
    })
    .returning({ id: checkScenarios.id });
  const [strict] = await tx
    .insert(checkScenarios)
    .values({
      name: "Strict",
      clientId: clients[0]!.id,
      currentVersion: 1,
      createdAt: new Date(now.getTime() - 30 * 86_400_000),
    })
    .returning({ id: checkScenarios.id });
  const versions = await tx
    .insert(checkScenarioVersions)
    .values([
      {
        scenarioId: def!.id,
        version: 1,
        checks: DEFAULT_SCENARIO_CHECKS,
        validFrom: 70,
        riskyFrom: 40,
        createdBy: 1,
        createdAt: new Date(now.getTime() - 90 * 86_400_000),
      },
      {
        scenarioId: def!.id,
        version: 2,
        checks: DEFAULT_V2,
        validFrom: 75,
        riskyFrom: 45,
        createdBy: 1,
        createdAt: switchAt,
      },
      {
        scenarioId: strict!.id,
        version: 1,
        checks: STRICT,
        validFrom: 80,
        riskyFrom: 50,
        createdBy: 4,
        createdAt: switchAt,
      },
    ])
    .returning({
      id: checkScenarioVersions.id,
      checks: checkScenarioVersions.checks,
      validFrom: checkScenarioVersions.validFrom,
      riskyFrom: checkScenarioVersions.riskyFrom,
    });
  await tx.update(checkClients).set({ scenarioId: strict!.id }).where(eq(checkClients.id, clients[0]!.id));
  const [v1, v2, vStrict] = versions as [
    (typeof versions)[number],
    (typeof versions)[number],
    (typeof versions)[number],
  ];

  const tiers: (typeof checkPriceTiers.$inferInsert)[] = [];
  for (const check of CHECK_NAMES) {
    const base =
      check.startsWith("email_mx") || check.startsWith("duplicate") ? 150 : check.startsWith("phone") ? 120 : 80;
    [0, 10_000, 100_000, 1_000_000].forEach((minVolume, i) =>
      tiers.push({
        check,
        minVolume,
        perThousandCents: Math.round(base * [1, 0.8, 0.6, 0.4][i]!),
        updatedAt: new Date(now.getTime() - 90 * 86_400_000),
      }),
    );
  }
  await tx.insert(checkPriceTiers).values(tiers);

  const made: { v: typeof checkVerifications.$inferInsert & { createdAt: Date }; latency: number }[] = [];
  const daily = new Map<
    string,
    { clientId: number; day: string; verdict: "valid" | "risky" | "invalid"; n: number; latencyMsSum: number }
  >();
  const fails = new Map<string, { clientId: number; day: string; check: CheckName; n: number }>();
  for (let i = 0; i < count; i++) {
    const client = clients[Math.min(clients.length - 1, Math.floor(rnd.next() ** 1.6 * clients.length))]!;
    const at = new Date(now.getTime() - Math.floor(rnd.next() * 60 * 86_400_000));
    // The advertiser switched to its strict scenario 20 days ago; the others follow the default.
    const version = at < switchAt ? v1 : client.id === clients[0]!.id ? vStrict : v2;
    const checks: StoredCheck[] = version.checks.map((c) => {
      const [f, w, fd, wd] = FAIL_RATE[c.name];
      const r = rnd.next();
      return r < f
        ? { name: c.name, outcome: "fail", detail: fd }
        : r < f + w
          ? { name: c.name, outcome: "warn", detail: wd }
          : { name: c.name, outcome: "pass", detail: c.name === "phone_type" ? "mobile" : "ok" };
    });
    const { score, verdict } = scoreOf(checks, version);
    const first = ascii(rnd.pick(FIRST_NAMES));
    const last = ascii(rnd.pick(LAST_NAMES));
    const source: CheckSource = rnd.chance(0.7) ? "api" : rnd.chance(0.8) ? "list" : "screen";
    const latency = rnd.int(4, 60) + (rnd.chance(0.05) ? rnd.int(100, 400) : 0);
    made.push({
      latency,
      v: {
        clientId: client.id,
        scenarioVersionId: version.id,
        source,
        email: `${first}.${last}${rnd.int(1, 99)}@${rnd.pick(["orange.fr", "gmail.com", "free.fr", "laposte.net", "yahoo.fr", "yopmail.com"])}`,
        phone: `+336${String(rnd.int(0, 99_999_999)).padStart(8, "0")}`,
        postcode: `${String(rnd.int(1, 95)).padStart(2, "0")}${String(rnd.int(0, 999)).padStart(3, "0")}`,
        ip: `198.51.100.${rnd.int(1, 254)}`,
        score,
        verdict,
        checks,
        createdAt: at,
      },
    });
    const day = parisDay(at);
    const dk = `${client.id}|${day}|${verdict}`;
    const d = daily.get(dk) ?? { clientId: client.id, day, verdict, n: 0, latencyMsSum: 0 };
    d.n++;
    d.latencyMsSum += latency;
    daily.set(dk, d);
    for (const c of checks)
      if (c.outcome === "fail") {
        const fk = `${client.id}|${day}|${c.name}`;
        const f = fails.get(fk) ?? { clientId: client.id, day, check: c.name, n: 0 };
        f.n++;
        fails.set(fk, f);
      }
  }
  made.sort((a, b) => a.v.createdAt.getTime() - b.v.createdAt.getTime());
  for (let i = 0; i < made.length; i += 500) {
    const chunk = made.slice(i, i + 500);
    const ids = await tx
      .insert(checkVerifications)
      .values(chunk.map((m) => m.v))
      .returning({ id: checkVerifications.id });
    await tx.insert(checkEvents).values(
      chunk.map(({ v, latency }, j) => ({
        clientId: v.clientId,
        verificationId: ids[j]!.id,
        source: v.source,
        scenarioVersionId: v.scenarioVersionId,
        status: 200,
        verdict: v.verdict,
        latencyMs: latency,
        createdAt: v.createdAt,
      })),
    );
  }
  const rows = [...daily.values()];
  for (let i = 0; i < rows.length; i += 500) await tx.insert(checkDaily).values(rows.slice(i, i + 500));
  const failRows = [...fails.values()];
  for (let i = 0; i < failRows.length; i += 500) await tx.insert(checkDailyFails).values(failRows.slice(i, i + 500));
}
