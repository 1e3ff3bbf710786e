import { Resolver } from "node:dns/promises";
import type { CheckResult } from "./email-checks";

/** What the MX check needs of DNS: node's dns Resolver fits, and tests pass one aimed at a local server. */
export interface MxResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
}

let shared: MxResolver | null = null;

/**
 * The server's resolver: the system's DNS, or CHECK_DNS_SERVERS (comma-separated ip[:port]); one try
 * with a short timeout so that a verification still answers within a second when DNS is slow.
 */
export function defaultResolver(): MxResolver {
  if (shared) return shared;
  const r = new Resolver({ timeout: 400, tries: 1 });
  const servers = process.env.CHECK_DNS_SERVERS?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers?.length) r.setServers(servers);
  shared = r;
  return r;
}

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5000;
// Per resolver: a list of one domain asks DNS once; tests' resolvers do not share answers.
const caches = new WeakMap<MxResolver, Map<string, { at: number; result: CheckResult }>>();

/**
 * Names that are no one's public mail domain: a single label, an address, or a suffix kept for
 * private networks and special uses (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). They are
 * refused without asking DNS: the server's resolver knows the company's internal names, and
 * whether "db.internal" exists is not for a contact list to learn.
 */
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "private",
  "arpa",
  "invalid",
  "onion",
];

function isPublicMailDomain(domain: string): boolean {
  const d = domain.toLowerCase().replace(/\.$/, "");
  if (!d.includes(".") || d.startsWith("[") || /^[\d.]+$/.test(d) || d.includes(":")) return false;
  const tld = d.slice(d.lastIndexOf(".") + 1);
  return /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) && !PRIVATE_SUFFIXES.includes(tld);
}

/** pass: the domain has MX records; fail: it has none, or does not exist; warn: DNS did not answer. */
export async function emailMx(domain: string, resolver: MxResolver, now = Date.now()): Promise<CheckResult> {
  if (!isPublicMailDomain(domain)) return { outcome: "fail", detail: "notPublicDomain" };
  let cache = caches.get(resolver);
  if (!cache) caches.set(resolver, (cache = new Map()));
  const hit = cache.get(domain);
  if (hit && now - hit.at < TTL_MS) return hit.result;
  const result = await lookup(domain, resolver);
  // A DNS failure is not remembered: the next contact asks again.
  if (result.outcome !== "warn") {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(domain, { at: now, result });
  }
  return result;
}

async function lookup(domain: string, resolver: MxResolver): Promise<CheckResult> {
  try {
    const records = await resolver.resolveMx(domain);
    // A "null MX" (RFC 7505: one record with exchange ".") says the domain accepts no mail.
    const usable = records.filter((r) => r.exchange && r.exchange !== ".");
    return usable.length ? { outcome: "pass", detail: "ok" } : { outcome: "fail", detail: "noMx" };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "ENODATA") return { outcome: "fail", detail: "noMx" };
    if (code === "ENOTFOUND") return { outcome: "fail", detail: "unknownDomain" };
    return { outcome: "warn", detail: "dnsError" };
  }
}
