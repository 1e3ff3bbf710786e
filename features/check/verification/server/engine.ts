import { sql } from "drizzle-orm";
import type { Db, Runner } from "@/lib/db/client";
import type { ScenarioCheck, StoredCheck } from "@/lib/db/schema/check";
import type { CheckName, CheckVerdict } from "@/lib/domain/states";
import { departmentOf } from "@/lib/validation/market-lead";
import { rowsOf } from "@/lib/db/rows";
import { emailDisposable, emailRole, emailSyntax, splitEmail, type CheckResult } from "./email-checks";
import { defaultResolver, emailMx, type MxResolver } from "./mx";
import { parsePhone, phoneCountry, phoneType, phoneValid } from "./phone-checks";
import { scoreOf } from "./score";

export type { MxResolver } from "./mx";
export { scoreOf } from "./score";

/** One contact to verify: every field is optional; a check whose field is missing is skipped. */
export interface ContactInput {
  email?: string | null;
  phone?: string | null;
  postcode?: string | null;
  /** The department the contact gave (checked against the postcode's). */
  department?: string | null;
  ip?: string | null;
  device?: string | null;
}

/** The scenario version that judges (a row of check_scenario_versions, or a literal in tests). */
export interface ScenarioVersion {
  id: number;
  version: number;
  checks: ScenarioCheck[];
  validFrom: number;
  riskyFrom: number;
}

export interface VerifyOptions {
  /** The client whose history counts for duplicates and velocity; null: no client history. */
  clientId: number | null;
  scenario: ScenarioVersion;
  /** DNS for the MX check (the system's by default). */
  resolver?: MxResolver;
  now?: Date;
}

export interface Verification {
  score: number;
  verdict: CheckVerdict;
  /** In the scenario's order; only the checks the scenario names. */
  checks: StoredCheck[];
  /** The normalised contact: e-mail in lower case, phone in E.164 when valid, the postcode's department. */
  contact: { email: string | null; phone: string | null; postcode: string | null; department: string | null };
}

/** Duplicates: the client's history and the marketplace stock over 30 days; velocity over 10 minutes. */
export const DUPLICATE_DAYS = 30;
export const VELOCITY_WINDOW_MINUTES = 10;
/** From this many earlier verifications of the same IP or device in the window, velocity fails. */
export const VELOCITY_MAX = 5;
/** Countries a phone may belong to: France and its overseas departments. */
export const PHONE_COUNTRIES = ["FR", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF"] as const;

/** The platform's default scenario (its first version in the seed): every check, blocking on syntax. */
export const DEFAULT_SCENARIO_CHECKS: ScenarioCheck[] = [
  { name: "email_syntax", weight: 20, blocking: true },
  { name: "email_mx", weight: 15 },
  { name: "email_disposable", weight: 15 },
  { name: "email_role", weight: 5 },
  { name: "phone_valid", weight: 15 },
  { name: "phone_type", weight: 5 },
  { name: "phone_country", weight: 5 },
  { name: "duplicate_client", weight: 5 },
  { name: "duplicate_market", weight: 5 },
  { name: "postcode_department", weight: 5 },
  { name: "velocity", weight: 5 },
];

const skip = (detail = "missing"): CheckResult => ({ outcome: "skip", detail });
const clean = (s: string | null | undefined) => {
  const t = s?.trim();
  return t ? t : null;
};

interface HistoryRow {
  dup_client: boolean | null;
  dup_market: boolean | null;
  velocity: number | string | null;
}

/**
 * Verifies one contact under a scenario version: runs the checks the scenario names (the others are
 * not run at all), then scores them (scoreOf, a pure function of the results and the version). It
 * stores nothing: recordVerification (verify.ts) writes the verification, its event and the roll-ups.
 * The database is read once, for duplicates and velocity, and only when the scenario needs it.
 */
export async function verifyContact(db: Db | Runner, input: ContactInput, opts: VerifyOptions): Promise<Verification> {
  const now = opts.now ?? new Date();
  const wanted = new Set<CheckName>(opts.scenario.checks.map((c) => c.name));
  const email = clean(input.email)?.toLowerCase() ?? null;
  const parts = email ? splitEmail(email) : null;
  const phoneRaw = clean(input.phone);
  const parsed = phoneRaw ? parsePhone(phoneRaw) : null;
  const phone = parsed?.isValid() ? parsed.number : phoneRaw;
  const postcode = clean(input.postcode);
  const department = postcode ? departmentOf(postcode) : null;
  const ip = clean(input.ip);
  const device = clean(input.device);

  const needsHistory =
    (opts.clientId != null && (wanted.has("duplicate_client") || wanted.has("velocity"))) ||
    (wanted.has("duplicate_market") && (email != null || phone != null));
  const history = needsHistory ? await readHistory(db, opts.clientId, { email, phone, ip, device }, now) : null;

  const results = new Map<CheckName, CheckResult>();
  const run = async (name: CheckName, f: () => CheckResult | Promise<CheckResult>) => {
    if (wanted.has(name)) results.set(name, await f());
  };
  const noEmail = () => (email ? skip("badSyntax") : skip());
  await Promise.all([
    run("email_syntax", () => (email ? emailSyntax(email) : skip())),
    run("email_mx", () => (parts ? emailMx(parts.domain, opts.resolver ?? defaultResolver()) : noEmail())),
    run("email_disposable", () => (parts ? emailDisposable(parts.domain) : noEmail())),
    run("email_role", () => (parts ? emailRole(parts.local) : noEmail())),
    run("phone_valid", () => (phoneRaw ? phoneValid(parsed) : skip())),
    run("phone_type", () => (phoneRaw ? phoneType(parsed) : skip())),
    run("phone_country", () => (phoneRaw ? phoneCountry(parsed, PHONE_COUNTRIES) : skip())),
    run("duplicate_client", () =>
      opts.clientId == null || (!email && !phone)
        ? skip()
        : history?.dup_client
          ? { outcome: "fail", detail: "seenByClient" }
          : { outcome: "pass", detail: "ok" },
    ),
    run("duplicate_market", () =>
      !email && !phone
        ? skip()
        : history?.dup_market
          ? { outcome: "fail", detail: "inMarketStock" }
          : { outcome: "pass", detail: "ok" },
    ),
    run("postcode_department", () => postcodeDepartment(postcode, department, clean(input.department))),
    run("velocity", () => {
      if (opts.clientId == null || (!ip && !device)) return skip();
      const n = Number(history?.velocity ?? 0);
      return n >= VELOCITY_MAX ? { outcome: "fail", detail: "tooFast" } : { outcome: "pass", detail: "ok" };
    }),
  ]);

  const checks: StoredCheck[] = opts.scenario.checks.map((c) => ({ name: c.name, ...results.get(c.name)! }));
  const { score, verdict } = scoreOf(checks, opts.scenario);
  return { score, verdict, checks, contact: { email, phone, postcode, department } };
}

function postcodeDepartment(postcode: string | null, department: string | null, given: string | null): CheckResult {
  if (!postcode) return skip();
  if (!department) return { outcome: "fail", detail: "badPostcode" };
  if (given && given.toUpperCase().padStart(2, "0") !== department)
    return { outcome: "fail", detail: "otherDepartment" };
  return { outcome: "pass", detail: department };
}

/**
 * One statement: an earlier verification of the same e-mail or phone by this client (30 days), the
 * same in the marketplace stock (per category, through its (category, e-mail|phone, time) indexes),
 * and this client's verifications of the same IP or device in the last 10 minutes.
 */
async function readHistory(
  db: Db | Runner,
  clientId: number | null,
  c: { email: string | null; phone: string | null; ip: string | null; device: string | null },
  now: Date,
): Promise<HistoryRow | null> {
  const since = new Date(now.getTime() - DUPLICATE_DAYS * 86_400_000).toISOString();
  const window = new Date(now.getTime() - VELOCITY_WINDOW_MINUTES * 60_000).toISOString();
  const [row] = rowsOf<HistoryRow>(
    await db.execute(
      sql`select
        exists (select 1 from check_verifications v where v.client_id = ${clientId}::int and v.created_at >= ${since}::timestamptz
          and v.created_at < ${now.toISOString()}::timestamptz
          and (v.email = ${c.email}::text or v.phone = ${c.phone}::text)) as dup_client,
        exists (select 1 from market_categories k where exists (select 1 from market_leads l where l.category_id = k.id
          and l.created_at >= ${since}::timestamptz and (l.email = ${c.email}::text or l.phone = ${c.phone}::text))) as dup_market,
        (select count(*) from (
          select 1 from check_verifications v where v.client_id = ${clientId}::int and v.ip = ${c.ip}::text
            and v.created_at >= ${window}::timestamptz and v.created_at <= ${now.toISOString()}::timestamptz
          union all
          select 1 from check_verifications v where v.client_id = ${clientId}::int and v.device = ${c.device}::text
            and (v.ip is distinct from ${c.ip}::text)
            and v.created_at >= ${window}::timestamptz and v.created_at <= ${now.toISOString()}::timestamptz
        ) x) as velocity`,
    ),
  );
  return row ?? null;
}
