import proxyAddr from "proxy-addr";

/** Whether proxy-addr accepts every entry (it throws on a malformed address or range). */
export function trustedProxiesValid(list: string[]): boolean {
  try {
    proxyAddr.compile(list);
    return true;
  } catch {
    return false;
  }
}
