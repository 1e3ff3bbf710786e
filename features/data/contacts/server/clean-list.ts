import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { dataContacts } from "@/lib/db/schema";
import type { CheckName, ListRemovalReason } from "@/lib/domain/states";
import { verifyContact, type MxResolver, type ScenarioVersion } from "@/features/check/verification/server/engine";
import { normalEmail } from "./filters";
import { suppressedAmong } from "./suppression";

/** At most this many addresses per call: the screen sends a long list in chunks and shows the progress. */
export const CLEAN_CHUNK_MAX = 500;

export interface CleanedRow {
  /** The address as given (trimmed). */
  input: string;
  /** The address as the base writes it, when it is one. */
  email: string | null;
  kept: boolean;
  reason: ListRemovalReason | null;
}

/**
 * The e-mail checks of Weedo check's engine that clean a list (no history: a list is not a lead
 * flow). A role account (contact@…) is only a doubt there, so it stays in the cleaned list.
 */
const LIST_SCENARIO: ScenarioVersion = {
  id: 0,
  version: 0,
  checks: [
    { name: "email_syntax", weight: 40, blocking: true },
    { name: "email_mx", weight: 30 },
    { name: "email_disposable", weight: 20 },
    { name: "email_role", weight: 10 },
  ],
  validFrom: 70,
  riskyFrom: 40,
};
/** A failed engine check, as the reason a cleaned list gives. */
const REASON_OF: Partial<Record<CheckName, ListRemovalReason>> = {
  email_syntax: "syntax",
  email_disposable: "disposable",
  email_mx: "no_mx",
};

/**
 * Verifies one chunk of an uploaded list, in order: the address must be one (syntax), appear once
 * (`seen` holds the addresses of the chunks before, so duplicates across chunks are caught too), not be
 * on the suppression list, not be known to the base as bounced or invalid (two reads per chunk), then
 * pass the engine's e-mail checks (features/check/verification/server/engine.ts): syntax, a domain with MX records
 * (DNS answers are cached per domain; a DNS failure is a doubt, not a removal), not disposable.
 */
export async function cleanChunk(
  db: Db,
  inputs: string[],
  opts: { seen?: ReadonlySet<string>; resolver?: MxResolver } = {},
): Promise<CleanedRow[]> {
  const seen = opts.seen ?? new Set<string>();
  const emails = inputs.map((raw) => normalEmail(raw));
  const valid = [...new Set(emails.filter((e): e is string => !!e))];
  const [suppressed, states] = await Promise.all([
    suppressedAmong(db, valid),
    valid.length
      ? db
          .select({ email: dataContacts.email, state: dataContacts.state })
          .from(dataContacts)
          .where(inArray(dataContacts.email, valid))
      : Promise.resolve([]),
  ]);
  const stateOf = new Map(states.map((s) => [s.email, s.state]));
  const here = new Set<string>();
  const rows = inputs.map((raw, i) => {
    const email = emails[i] ?? null;
    const row = (reason: ListRemovalReason | null): CleanedRow => ({ input: raw.trim(), email, kept: !reason, reason });
    if (!email) return row("syntax");
    if (seen.has(email) || here.has(email)) return row("duplicate");
    here.add(email);
    if (suppressed.has(email)) return row("suppressed");
    const state = stateOf.get(email);
    if (state === "bounced" || state === "invalid") return row(state);
    return row(null);
  });
  await Promise.all(
    rows.map(async (r) => {
      if (!r.kept || !r.email) return;
      const v = await verifyContact(
        db,
        { email: r.email },
        { clientId: null, scenario: LIST_SCENARIO, resolver: opts.resolver },
      );
      const failed = v.checks.find((c) => c.outcome === "fail" && REASON_OF[c.name]);
      if (failed) Object.assign(r, { kept: false, reason: REASON_OF[failed.name]! });
    }),
  );
  return rows;
}
