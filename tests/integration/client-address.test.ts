import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, resetEnvCache } from "@/lib/config/env";
import { clientAddress } from "@/lib/security/client-address";
import { installPeerStamp, PEER_HEADER } from "@/lib/security/peer-stamp";

function withTrusted(value: string | undefined) {
  if (value === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = value;
  resetEnvCache();
}

const headers = (h: Record<string, string>) => new Headers(h);

describe("the client's address behind TRUSTED_PROXIES", () => {
  afterEach(() => withTrusted(undefined));

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    withTrusted(undefined);
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), "198.51.100.7")).toBe("198.51.100.7");
    withTrusted("10.0.0.0/8");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), "198.51.100.7")).toBe("198.51.100.7");
  });

  it("takes the forwarded address from a trusted proxy", () => {
    withTrusted("10.0.0.0/8");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), "10.1.2.3")).toBe("203.0.113.9");
  });

  it("walks past trusted hops only: a value the client prepended is not believed", () => {
    withTrusted("10.0.0.0/8, 127.0.0.1");
    // The client sent "X-Forwarded-For: 1.2.3.4"; the edge proxy appended the real client, then an inner proxy.
    const h = headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.5" });
    expect(clientAddress(h, "127.0.0.1")).toBe("203.0.113.9");
  });

  it("writes an IPv4 client seen on an IPv6 socket in its IPv4 form", () => {
    expect(clientAddress(headers({}), "::ffff:192.0.2.10")).toBe("192.0.2.10");
  });

  it("knows no address without a peer (no forwarding header is taken instead)", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), null)).toBeNull();
  });

  it("refuses a malformed TRUSTED_PROXIES at start-up", () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.internal" })).toThrow(/TRUSTED_PROXIES/);
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8,::1,loopback" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
  });
});

describe("the peer stamp of the Node server", () => {
  let url: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    installPeerStamp();
    // What a route handler gets: the request's headers, without the socket.
    const server = createServer((req: IncomingMessage, res) => {
      const h = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") h.set(k, v);
      res.end(JSON.stringify({ ip: clientAddress(h) }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    close = () => new Promise((r) => server.close(() => r()));
  });
  afterAll(() => close?.());
  afterEach(() => withTrusted(undefined));

  const get = (h: Record<string, string>) =>
    new Promise<{ ip: string | null }>((resolve, reject) => {
      const req = httpRequest(url, { headers: h }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      req.on("error", reject);
      req.end();
    });

  it("a client cannot choose its address with forged X-Forwarded-For or peer headers", async () => {
    withTrusted(undefined);
    expect(await get({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "198.51.100.1" })).toEqual({
      ip: "127.0.0.1",
    });
  });

  it("a trusted proxy (here the loopback peer) has its X-Forwarded-For honoured", async () => {
    withTrusted("127.0.0.1");
    expect(await get({ "x-forwarded-for": "203.0.113.9" })).toEqual({ ip: "203.0.113.9" });
  });
});
