import { promises as dns } from "node:dns";

/** A host name's addresses (IPv4 and IPv6, as text); rejects when it has none. */
export type Resolve = (hostname: string) => Promise<string[]>;

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), as every other program on the host sees it. */
export const systemResolve: Resolve = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const noRecords = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === "ENODATA" || code === "ENOTFOUND";
};

/**
 * Asks the given DNS servers ("127.0.0.1:5353", …) directly, A and AAAA: tests point it at a DNS
 * server they run, which answers what an attacker's zone would.
 */
export function dnsServerResolve(servers: string[], opts: { timeoutMs?: number } = {}): Resolve {
  const resolver = new dns.Resolver({ timeout: opts.timeoutMs ?? 2000, tries: 1 });
  resolver.setServers(servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.all([
      resolver.resolve4(hostname).catch((err: unknown) => (noRecords(err) ? [] : Promise.reject(err))),
      resolver.resolve6(hostname).catch((err: unknown) => (noRecords(err) ? [] : Promise.reject(err))),
    ]);
    const all = [...v4, ...v6];
    if (all.length === 0) throw Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" });
    return all;
  };
}
