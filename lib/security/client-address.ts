import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import { env } from "@/lib/config/env";
import { PEER_HEADER, peerStampInstalled } from "./peer-stamp";

const holder = globalThis as unknown as { __weedoTrust?: { list: string; fn: (addr: string, i: number) => boolean } };

function trustOf(list: string[]): (addr: string, i: number) => boolean {
  const key = list.join(",");
  if (holder.__weedoTrust?.list !== key) holder.__weedoTrust = { list: key, fn: proxyAddr.compile(list) };
  return holder.__weedoTrust.fn;
}

/** One spelling per address (an IPv4 client seen through an IPv6 socket is `::ffff:a.b.c.d`). */
function normalise(addr: string): string | null {
  try {
    return ipaddr.process(addr).toString();
  } catch {
    return null;
  }
}

/**
 * The client's address: the socket's peer, unless that peer is one of TRUSTED_PROXIES, in which case
 * X-Forwarded-For is walked from the right past every trusted hop (proxy-addr's rule, as Express's
 * `trust proxy`). A header that an untrusted peer sent is never believed. Null when the peer is not
 * known (the peer stamp is not installed: a handler called outside the Node server).
 */
export function clientAddress(headers: Headers, peer: string | null = peerOf(headers)): string | null {
  if (!peer) return null;
  const trusted = env().TRUSTED_PROXIES;
  if (!trusted.length) return normalise(peer);
  const forwarded = headers.get("x-forwarded-for");
  const req = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  } as unknown as IncomingMessage;
  return normalise(proxyAddr(req, trustOf(trusted)));
}

function peerOf(headers: Headers): string | null {
  return peerStampInstalled() ? headers.get(PEER_HEADER) || null : null;
}
