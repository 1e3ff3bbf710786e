import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { createSecureContext } from "node:tls";
import { tmpdir } from "node:os";
import path from "node:path";
import dns2 from "dns2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAddress } from "./outbound-address";
import { literalRefusal, outboundRequest, type OutboundRequest } from "./outbound";
import { dnsServerResolve, type Resolve } from "./outbound-resolve";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A real HTTP server on loopback that counts every connection made to it. */
async function startTarget(handler: Handler, host = "127.0.0.1") {
  const seen: { path: string; host: string | undefined; method: string }[] = [];
  let connections = 0;
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", host: req.headers.host, method: req.method ?? "" });
    handler(req, res);
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A DNS server of our own: answers each name with the A/AAAA records of `zone` (what an attacker's zone would say). */
async function startDns(zone: Record<string, string[]>) {
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      for (const q of request.questions) {
        queries.push(`${q.name}/${q.type === dns2.Packet.TYPE.AAAA ? "AAAA" : "A"}`);
        for (const address of zone[q.name.toLowerCase()] ?? []) {
          const v6 = address.includes(":");
          if (v6 !== (q.type === dns2.Packet.TYPE.AAAA)) continue;
          response.answers.push(dns2.Packet.createResourceFromQuestion(q, { ttl: 60, address }));
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  return {
    resolve: dnsServerResolve([`127.0.0.1:${addresses.udp!.port}`]),
    queries,
    close: () => server.close(),
  };
}

const noDns: Resolve = () => Promise.reject(new Error("a literal address must not be resolved"));
const call = (url: string, extra: Partial<OutboundRequest> = {}) =>
  outboundRequest({ url, method: "POST", body: "{}", timeoutMs: 2000, resolve: noDns, allowPrivate: false, ...extra });

describe("outbound guard: what it refuses before connecting", () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  let target6: Awaited<ReturnType<typeof startTarget>> | null = null;
  beforeAll(async () => {
    target = await startTarget((_, res) => res.end("internal secret"));
    target6 = await startTarget((_, res) => res.end("internal secret"), "::1").catch(() => null);
  });
  afterAll(async () => {
    await target?.close();
    await target6?.close();
  });

  it.each([
    ["ftp://example.com/file", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://127.0.0.1:6379/_INFO", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["not a url", "invalid-url"],
    ["http://user:secret@example.com/hook", "credentials"],
    ["https://token@example.com/hook", "credentials"],
    ["http://:pw@127.0.0.1/", "credentials"],
  ])("%s is refused (%s)", async (url, code) => {
    const r = await call(url);
    expect(r).toMatchObject({ ok: false, status: null, address: null, error: { code, refused: true } });
  });

  // Every way of writing loopback; the target listens there, so a slip would show as a connection.
  it.each([
    "127.0.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.0.0.1",
    "127.1",
    "0177.0.0.1",
    "017700000001",
    "127.0.0.2",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "[::7f00:1]", // IPv4-compatible (issue 27)
    "[::127.0.0.1]",
    "localhost",
  ])("loopback as %s is refused as a private address", async (host) => {
    const r = await call(`http://${host}:${target.port}/admin`, host === "localhost" ? { resolve: undefined } : {});
    expect(r.error).toMatchObject({ code: "private-address", refused: true });
    expect(r.status).toBeNull();
  });

  it("IPv6 loopback [::1] is refused", async () => {
    const r = await call(`http://[::1]:${target6?.port ?? 80}/admin`);
    expect(r.error).toMatchObject({ code: "private-address", refused: true });
  });

  it.each([
    ["10.0.0.1", "private-address"],
    ["172.16.5.4", "private-address"],
    ["192.168.1.1", "private-address"],
    ["100.64.0.1", "private-address"], // CGNAT
    ["169.254.1.1", "private-address"], // link-local
    ["[fe80::1]", "private-address"],
    ["[fc00::1]", "private-address"], // unique-local
    ["[fd12:3456::1]", "private-address"],
    ["169.254.169.254", "metadata-address"],
    ["169.254.170.2", "metadata-address"],
    ["[fd00:ec2::254]", "metadata-address"],
    ["[::ffff:169.254.169.254]", "metadata-address"],
    ["[::169.254.169.254]", "metadata-address"], // IPv4-compatible (issue 27)
    ["[::a00:1]", "private-address"],
    ["0.0.0.0", "reserved-address"], // unspecified: Linux connects it to the local host
    ["0", "reserved-address"],
    ["[::]", "reserved-address"],
    ["224.0.0.1", "reserved-address"], // multicast
    ["[ff02::1]", "reserved-address"],
    ["255.255.255.255", "reserved-address"], // broadcast
    ["240.0.0.1", "reserved-address"],
    ["198.18.0.1", "reserved-address"], // benchmarking
    ["192.0.2.10", "reserved-address"], // documentation
    ["[64:ff9b::7f00:1]", "reserved-address"], // NAT64 of 127.0.0.1
    ["[2002:7f00:1::]", "reserved-address"], // 6to4 of 127.0.0.1
    ["[2001::1]", "reserved-address"], // Teredo
  ])("%s is refused (%s)", async (host, code) => {
    const r = await call(`http://${host}/latest/meta-data/`);
    expect(r.error).toMatchObject({ code, refused: true });
  });

  it("never reached the local servers", () => {
    expect(target.connections()).toBe(0);
    expect(target6?.connections() ?? 0).toBe(0);
  });

  it("keeps metadata refused even where private targets are allowed", async () => {
    for (const host of ["169.254.169.254", "[fd00:ec2::254]"])
      expect((await call(`http://${host}/`, { allowPrivate: true })).error?.code).toBe("metadata-address");
  });

  it("tells from the URL alone what a form can refuse at once (names wait for the send)", () => {
    expect(literalRefusal("http://0x7f000001/", false)).toBe("private-address");
    expect(literalRefusal("http://[::1]/", false)).toBe("private-address");
    expect(literalRefusal("http://[::1]/", true)).toBeNull();
    expect(literalRefusal("http://2852039166/", true)).toBe("metadata-address");
    expect(literalRefusal("http://u:p@example.com/", false)).toBe("credentials");
    expect(literalRefusal("ftp://example.com/", false)).toBe("scheme");
    expect(literalRefusal("https://crm.partner-public.example/hook", false)).toBeNull();
    expect(literalRefusal("https://8.8.8.8/hook", false)).toBeNull();
  });

  it("classifies public unicast addresses as allowed and public", () => {
    for (const a of ["8.8.8.8", "93.184.215.14", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(checkAddress(a, false), a).toMatchObject({ ok: true, private: false });
    expect(checkAddress("127.0.0.1", true)).toMatchObject({ ok: true, private: true });
  });
});

describe("outbound guard: names and DNS", () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  let dns: Awaited<ReturnType<typeof startDns>>;
  beforeAll(async () => {
    target = await startTarget((_, res) => res.end("internal secret"));
    dns = await startDns({
      "crm.partner-public.example": ["127.0.0.1"],
      "meta.partner-public.example": ["169.254.169.254"],
      "v6.partner-public.example": ["::1"],
      "mixed.partner-public.example": ["93.184.215.14", "10.0.0.5"],
      "ula.partner-public.example": ["fd00::7"],
    });
  });
  afterAll(async () => {
    await target?.close();
    await dns?.close();
  });

  it.each([
    ["crm.partner-public.example", "private-address"],
    ["meta.partner-public.example", "metadata-address"],
    ["v6.partner-public.example", "private-address"],
    ["mixed.partner-public.example", "private-address"],
    ["ula.partner-public.example", "private-address"],
  ])("a public-looking name answering a private address is refused (%s)", async (name, code) => {
    const r = await call(`http://${name}:${target.port}/hook`, { resolve: dns.resolve });
    expect(r.error).toMatchObject({ code, refused: true });
    expect(dns.queries).toContain(`${name}/A`);
  });

  it("no connection reached the local server", () => {
    expect(target.connections()).toBe(0);
  });

  it("a name with no address is a DNS failure, not a refusal", async () => {
    const r = await call(`http://nowhere.partner-public.example/`, { resolve: dns.resolve });
    expect(r.error).toMatchObject({ code: "dns", refused: false });
  });

  it("with OUTBOUND_ALLOW_PRIVATE the name is sent as Host to the checked address, marked private", async () => {
    const r = await call(`http://crm.partner-public.example:${target.port}/hook`, {
      resolve: dns.resolve,
      allowPrivate: true,
    });
    expect(r).toMatchObject({ ok: true, status: 200, address: "127.0.0.1", privateTarget: true, error: null });
    expect(r.text).toBe("internal secret");
    expect(target.seen.at(-1)).toMatchObject({ host: `crm.partner-public.example:${target.port}`, method: "POST" });
  });

  it("resolves once and connects to the address it checked (no DNS rebinding)", async () => {
    // A rebinding zone: the first answer is the checked one, any later one points elsewhere
    // (127.0.0.2, where nothing listens). Only the first is ever used.
    const answers = [["127.0.0.1"], ["127.0.0.2"], ["127.0.0.2"]];
    let lookups = 0;
    const rebinding: Resolve = async () => answers[Math.min(lookups++, 2)]!;
    const r = await call(`http://rebind.partner-public.example:${target.port}/x`, {
      resolve: rebinding,
      allowPrivate: true,
    });
    expect(lookups).toBe(1);
    expect(r).toMatchObject({ status: 200, address: "127.0.0.1" });
  });
});

describe("outbound guard: what it does with the answer", () => {
  let target: Awaited<ReturnType<typeof startTarget>>;
  let inner: Awaited<ReturnType<typeof startTarget>>;
  let dns: Awaited<ReturnType<typeof startDns>>;
  beforeAll(async () => {
    inner = await startTarget((_, res) => res.end("internal secret"));
    target = await startTarget((req, res) => {
      if (req.url === "/redirect") {
        res.writeHead(302, { location: `http://127.0.0.1:${inner.port}/secret` });
        res.end();
      } else if (req.url === "/meta") {
        res.writeHead(307, { location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
      } else if (req.url === "/hang") {
        // Never answers.
      } else if (req.url === "/endless") {
        res.writeHead(200, { "content-type": "text/plain" });
        const timer = setInterval(() => res.write("x".repeat(16 * 1024)), 5);
        res.on("close", () => clearInterval(timer));
      } else res.end("ok");
    });
    dns = await startDns({ "hooks.partner-public.example": ["127.0.0.1"] });
  });
  afterAll(async () => {
    await target?.close();
    await inner?.close();
    await dns?.close();
  });
  const at = (p: string) => `http://hooks.partner-public.example:${target.port}${p}`;
  const local = {
    resolve: () => Promise.resolve(["127.0.0.1"]),
    allowPrivate: true,
  } satisfies Partial<OutboundRequest>;

  it("does not follow a redirect to a private address: the 3xx is the answer", async () => {
    for (const p of ["/redirect", "/meta"]) {
      const r = await call(at(p), { resolve: dns.resolve, allowPrivate: true });
      expect(r).toMatchObject({ ok: false, status: p === "/meta" ? 307 : 302, error: null });
      expect(r.headers.location).toMatch(/^http:\/\/(127\.0\.0\.1|169\.254\.169\.254)/);
    }
    expect(inner.connections()).toBe(0);
  });

  it("gives up at the deadline", async () => {
    const r = await call(at("/hang"), { ...local, timeoutMs: 300 });
    expect(r).toMatchObject({ ok: false, status: null, error: { code: "timeout", refused: false } });
    expect(r.latencyMs).toBeGreaterThanOrEqual(290);
    expect(r.latencyMs).toBeLessThan(2000);
  });

  it("stops reading past the size cap", async () => {
    const r = await call(at("/endless"), { ...local, maxBytes: 10_000, excerptChars: 20, timeoutMs: 5000 });
    expect(r).toMatchObject({ ok: true, status: 200, truncated: true, error: null });
    expect(r.text.length).toBe(10_000);
    expect(r.excerpt).toBe("x".repeat(20));
  });

  it("reports a refused connection as a network error", async () => {
    const r = await call(`http://127.0.0.1:1/`, { allowPrivate: true });
    expect(r.error).toMatchObject({ code: "network", refused: false, message: "ECONNREFUSED" });
  });
});

describe("outbound guard: https", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "outbound-tls-"));
  let hasOpenssl = true;
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=secure.partner-public.example",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
  } catch {
    hasOpenssl = false;
  }

  it.skipIf(!hasOpenssl)("keeps the name for SNI and checks the certificate", async () => {
    const names: string[] = [];
    const context = createSecureContext({
      key: readFileSync(path.join(dir, "key.pem")),
      cert: readFileSync(path.join(dir, "cert.pem")),
    });
    const server = createTlsServer(
      {
        SNICallback: (servername, cb) => {
          names.push(servername);
          cb(null, context);
        },
      },
      (_, res) => res.end("tls"),
    );
    server.on("tlsClientError", () => undefined);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const r = await call(`https://secure.partner-public.example:${port}/`, {
        resolve: () => Promise.resolve(["127.0.0.1"]),
        allowPrivate: true,
      });
      expect(names).toEqual(["secure.partner-public.example"]);
      // Self-signed: refused by the certificate check, which proves it is on.
      expect(r).toMatchObject({ status: null, error: { code: "network", refused: false } });
    } finally {
      server.close();
    }
  });
});
