import type { Db } from "@/lib/db/client";
import type { ParsedLead } from "@/lib/validation/market-lead";
import { verifyContact } from "@/features/check/verification/server/engine";
import { defaultResolver, type MxResolver } from "@/features/check/verification/server/mx";
import { scenarioForClient } from "@/features/check/verification/server/scenarios";

/** Why a source's minimum trust score refused a lead: the score, the minimum and the checks that did not pass. */
export interface TrustRefusal {
  score: number;
  minScore: number;
  failed: { name: string; outcome: string; detail: string }[];
}

/**
 * Weedo Trust on the intake: the lead verified by the check engine under the platform's default
 * scenario, as nobody's client (no client history; the marketplace stock still counts for
 * duplicates), with the check API's resolver (CHECK_DNS_SERVERS). Nothing is stored: a refused lead
 * leaves no trace, an accepted one goes on to the intake's transaction. Null when the lead passes.
 */
export async function trustRefusal(
  db: Db,
  lead: ParsedLead,
  minScore: number,
  opts: { resolver?: MxResolver; now: Date },
): Promise<TrustRefusal | null> {
  const scenario = await scenarioForClient(db, null);
  const v = await verifyContact(
    db,
    { email: lead.email, phone: lead.phone, postcode: lead.postcode, department: lead.department },
    { clientId: null, scenario, resolver: opts.resolver ?? defaultResolver(), now: opts.now },
  );
  if (v.score >= minScore) return null;
  return {
    score: v.score,
    minScore,
    failed: v.checks.filter((c) => c.outcome === "fail" || c.outcome === "warn"),
  };
}
