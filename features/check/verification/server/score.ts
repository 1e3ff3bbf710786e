import type { CheckOutcome, CheckVerdict } from "@/lib/domain/states";
import type { ScenarioCheck } from "@/lib/db/schema/check";

/** The part of a scenario version that judges: ordered weighted checks and the verdict thresholds. */
export interface ScenarioRule {
  checks: ScenarioCheck[];
  validFrom: number;
  riskyFrom: number;
}

const CREDIT: Record<CheckOutcome, number> = { pass: 1, warn: 0.5, fail: 0, skip: 0 };

/**
 * The trust score and verdict of check results under a scenario version: a pure function.
 * Score = the weighted share of credit over the checks that ran (pass 1, warn ½, fail 0; skipped
 * checks and checks the scenario does not name count for nothing), rounded to 0–100; no check ran →
 * 0. A failed blocking check makes the contact invalid whatever its score.
 */
export function scoreOf(
  results: readonly { name: string; outcome: CheckOutcome }[],
  rule: ScenarioRule,
): { score: number; verdict: CheckVerdict } {
  const byName = new Map(results.map((r) => [r.name, r.outcome]));
  let total = 0;
  let credit = 0;
  let blocked = false;
  for (const c of rule.checks) {
    const outcome = byName.get(c.name);
    if (!outcome || outcome === "skip" || !(c.weight > 0)) continue;
    total += c.weight;
    credit += c.weight * CREDIT[outcome];
    if (c.blocking && outcome === "fail") blocked = true;
  }
  const score = total > 0 ? Math.max(0, Math.min(100, Math.round((credit / total) * 100))) : 0;
  const verdict: CheckVerdict = blocked
    ? "invalid"
    : score >= rule.validFrom
      ? "valid"
      : score >= rule.riskyFrom
        ? "risky"
        : "invalid";
  return { score, verdict };
}
