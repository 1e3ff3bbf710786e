import ipaddr from "ipaddr.js";
import type { OutboundRefusal } from "@/lib/domain/outbound";

/** Why an address is not a target the portal may call. */
export type AddressRefusal = Extract<OutboundRefusal, "private-address" | "metadata-address" | "reserved-address">;

export type AddressVerdict =
  | { ok: true; address: string; family: 4 | 6; private: boolean }
  | { ok: false; address: string; reason: AddressRefusal };

/**
 * Ranges of the network the portal runs in: refused, unless OUTBOUND_ALLOW_PRIVATE lets tests and
 * local receivers reach them. Names are ipaddr.js' `range()` names.
 */
const PRIVATE_RANGES = new Set(["loopback", "private", "linkLocal", "uniqueLocal", "carrierGradeNat"]);

/**
 * Cloud instance-metadata endpoints (AWS, Azure, GCP, ECS tasks, Alibaba): refused even where
 * private targets are allowed, as nothing legitimate is ever sent there.
 */
const METADATA = new Set(
  ["169.254.169.254", "169.254.170.2", "100.100.100.200", "fd00:ec2::254", "fd00:ec2::23"].map((a) =>
    ipaddr.parse(a).toNormalizedString(),
  ),
);

/**
 * Classifies one resolved address with ipaddr.js' special ranges. Only plain unicast passes;
 * IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d, deprecated, which ipaddr.js files
 * under unicast) IPv6 are judged as the IPv4 address they carry; every other special range
 * (unspecified, broadcast, multicast, reserved, NAT64, 6to4, Teredo…) is refused.
 */
export function checkAddress(raw: string, allowPrivate: boolean): AddressVerdict {
  const text = raw.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(text)) return { ok: false, address: raw, reason: "reserved-address" };
  let ip = ipaddr.parse(text);
  if (ip.kind() === "ipv6" && ((ip as ipaddr.IPv6).isIPv4MappedAddress() || isIPv4Compatible(ip as ipaddr.IPv6)))
    ip = ipv4Of(ip as ipaddr.IPv6);
  const address = ip.toString();
  if (METADATA.has(ip.toNormalizedString())) return { ok: false, address, reason: "metadata-address" };
  const family = ip.kind() === "ipv4" ? 4 : 6;
  const range = ip.range();
  if (range === "unicast") return { ok: true, address, family, private: false };
  if (PRIVATE_RANGES.has(range)) {
    return allowPrivate
      ? { ok: true, address, family, private: true }
      : { ok: false, address, reason: "private-address" };
  }
  return { ok: false, address, reason: "reserved-address" };
}

/** ::a.b.c.d (RFC 4291 2.5.5.1): the first 96 bits zero; :: and ::1 keep their IPv6 meaning. */
function isIPv4Compatible(ip: ipaddr.IPv6): boolean {
  const p = ip.parts;
  return p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1);
}

/** The IPv4 address in an IPv6 address's last 32 bits. */
function ipv4Of(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const [hi, lo] = [ip.parts[6]!, ip.parts[7]!];
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}
