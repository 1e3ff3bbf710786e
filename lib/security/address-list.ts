import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

/**
 * A list of IP addresses and CIDR ranges ("203.0.113.7", "2001:db8::/32"): whether it is one, and
 * whether an address is in it (proxy-addr's matcher, the one TRUSTED_PROXIES uses). Names such
 * as "loopback" are refused here: a list a member types names its own servers.
 */
export function addressListProblem(list: readonly string[]): number | null {
  for (const [i, entry] of list.entries()) {
    const [addr, bits, extra] = entry.split("/");
    if (extra !== undefined || !addr || !ipaddr.isValid(addr)) return i;
    if (bits !== undefined) {
      const max = ipaddr.parse(addr).kind() === "ipv4" ? 32 : 128;
      if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return i;
    }
  }
  return null;
}

export function inAddressList(addr: string | null, list: readonly string[]): boolean {
  if (!addr || !list.length || addressListProblem(list) !== null) return false;
  try {
    return proxyAddr.compile([...list])(addr, 0);
  } catch {
    return false;
  }
}
