import { Resolver } from "node:dns/promises";
import dns2 from "dns2";

/**
 * A local DNS server for the MX check: `mx` names answer their MX records; `noMx` names exist but
 * have no MX (an empty answer); every other name is NXDOMAIN. Returns a node Resolver aimed at it.
 */
export async function startMxZone(zone: { mx: Record<string, string[]>; noMx: string[] }) {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const q = request.questions[0]!;
      const name = q.name.toLowerCase();
      queries.push(name);
      const exchanges = zone.mx[name];
      if (exchanges) {
        exchanges.forEach((exchange, i) =>
          response.answers.push(
            dns2.Packet.createResourceFromQuestion(
              { ...q, type: dns2.Packet.TYPE.MX },
              { ttl: 60, exchange, priority: 10 * (i + 1) },
            ),
          ),
        );
      } else if (!zone.noMx.includes(name)) {
        response.header.rcode = 3; // NXDOMAIN
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  // Patient on purpose: on a loaded CI machine a one-second single try sometimes went unanswered,
  // which turned the tests' "no MX" into "DNS did not answer" (a warning, not a failure).
  const resolver = new Resolver({ timeout: 3000, tries: 3 });
  resolver.setServers([`127.0.0.1:${addresses.udp!.port}`]);
  return { resolver, queries, close: () => server.close() };
}

/** A local DNS server answering TXT records (a DKIM key, say); other names are NXDOMAIN. */
export async function startTxtZone(txt: Record<string, string>) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const q = request.questions[0]!;
      const value = txt[q.name.toLowerCase()];
      // A TXT string holds 255 bytes at most: a long record (a 2048-bit key) is several strings.
      if (value && q.type === dns2.Packet.TYPE.TXT)
        response.answers.push(
          dns2.Packet.createResourceFromQuestion(q, { ttl: 60, data: value.match(/.{1,255}/g) ?? [] }),
        );
      else response.header.rcode = 3;
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  const resolver = new Resolver({ timeout: 3000, tries: 3 });
  resolver.setServers([`127.0.0.1:${addresses.udp!.port}`]);
  return { resolver, close: () => server.close() };
}
