import { z } from "zod";
import rolePrefixes from "role-based-email-addresses";
import type { CheckOutcome } from "@/lib/domain/states";

export interface CheckResult {
  outcome: CheckOutcome;
  /** A short code the screens translate (check.details.<code>), never free text. */
  detail: string;
}

const emailSchema = z.email();

/** The address in lower case, split; null when it is not a syntactically valid address. */
export function splitEmail(raw: string): { local: string; domain: string } | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !emailSchema.safeParse(email).success) return null;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !domain.includes(".")) return null;
  return { local, domain };
}

export function emailSyntax(email: string): CheckResult {
  return splitEmail(email) ? { outcome: "pass", detail: "ok" } : { outcome: "fail", detail: "badSyntax" };
}

// The maintained list (disposable-email-domains) is ~120 000 domains: loaded once, on first use.
let disposable: Promise<Set<string>> | null = null;
function disposableDomains(): Promise<Set<string>> {
  disposable ??= import("disposable-email-domains/index.json", { with: { type: "json" } }).then(
    (m) => new Set<string>((m as { default: string[] }).default),
  );
  return disposable;
}

/** Disposable when the domain or one of its parent domains is on the list. */
export async function emailDisposable(domain: string): Promise<CheckResult> {
  const set = await disposableDomains();
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (set.has(labels.slice(i).join("."))) return { outcome: "fail", detail: "disposable" };
  }
  return { outcome: "pass", detail: "ok" };
}

const ROLES = new Set(rolePrefixes.map((p) => p.toLowerCase()));
// French role accounts the list (English) does not name.
for (const p of ["accueil", "commercial", "compta", "comptabilite", "direction", "rh", "secretariat", "serviceclient"])
  ROLES.add(p);

/** A role account (contact@, support@…) reaches a function, not a person: a doubt, not a failure. */
export function emailRole(local: string): CheckResult {
  const base = local.split("+")[0]!;
  return ROLES.has(base) || ROLES.has(base.replace(/[-_.]/g, ""))
    ? { outcome: "warn", detail: "roleAccount" }
    : { outcome: "pass", detail: "ok" };
}
