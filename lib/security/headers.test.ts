import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config as proxyConfig, proxy } from "@/proxy";
import {
  contentSecurityPolicy,
  createNonce,
  nonceOf,
  PERMISSIONS_POLICY,
  responseSecurityHeaders,
  staticSecurityHeaders,
} from "./headers";

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const FIXED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

describe("the page policy", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc123", dev: false, https: false }));

  it("runs only scripts with this request's nonce and what they load", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  });

  it("allows no plugins, no base rewriting, no framing and forms only to the portal", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets pictures come from data: and blob: (QR codes, upload previews)", () => {
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
  });

  it("names where violations are reported", () => {
    expect(policy.get("report-uri")).toEqual(["/api/csp-report"]);
    expect(policy.get("report-to")).toEqual(["csp"]);
  });

  it("carries each request's own nonce, in development and over https too (the text around it is built once)", () => {
    for (const opts of [
      { dev: false, https: false },
      { dev: true, https: false },
      { dev: false, https: true },
    ]) {
      const [a, b] = [
        contentSecurityPolicy({ nonce: "first", ...opts }),
        contentSecurityPolicy({ nonce: "second", ...opts }),
      ];
      expect(directives(a).get("script-src")).toContain("'nonce-first'");
      expect(nonceOf(b)).toBe("second");
      expect(a.replace("first", "second")).toBe(b);
    }
  });

  it("allows eval in development only", () => {
    const dev = directives(contentSecurityPolicy({ nonce: "n", dev: true, https: false }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("upgrades insecure requests only when the portal is served over https", () => {
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    const https = directives(contentSecurityPolicy({ nonce: "n", dev: false, https: true }));
    expect(https.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("nonces", () => {
  it("are 128 random bits, different every time", () => {
    const seen = new Set(Array.from({ length: 200 }, createNonce));
    expect(seen.size).toBe(200);
    for (const n of seen) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("the headers of every response", () => {
  it("are the fixed set, with HSTS only over https", () => {
    const http = staticSecurityHeaders({ https: false });
    expect(http).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    });
    expect(http).not.toHaveProperty("Strict-Transport-Security");
    expect(staticSecurityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
  });

  it("switch off the powerful browser features", () => {
    for (const f of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${f}=()`);
    }
  });

  it("leave the visual preview its own policy, frameable by the portal only", () => {
    const h = responseSecurityHeaders("/apercu_template/1/2/promo/site.fr", { nonce: "n", dev: false, https: false });
    expect(h).not.toHaveProperty("Content-Security-Policy");
    expect(h["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
  });
});

/** What the proxy answers for a request (the headers it forwards to the page show as x-middleware-request-*). */
async function through(path: string, init?: { headers?: Record<string, string> }) {
  return proxy(new NextRequest(new URL(path, "http://127.0.0.1:3000"), init));
}

describe("proxy.ts", () => {
  it.each([
    ["a page", "/login"],
    ["a static file", "/_next/static/chunks/main.js"],
    ["a public file", "/logo.svg"],
  ])("gives %s the fixed header set", async (_what, path) => {
    const res = await through(path);
    for (const [name, value] of Object.entries(FIXED)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    // APP_URL is http here: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it.each([
    ["a page", "/login"],
    ["a static file", "/_next/static/chunks/main.js"],
    ["a public file", "/logo.svg"],
  ])("gives %s the page policy", async (_what, path) => {
    const res = await through(path);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  });

  // Next matches a request path against each matcher as a whole (path-to-regexp; a group is a regular expression).
  const runsFor = (path: string) => proxyConfig.matcher.some((m) => new RegExp(`^${m}$`).test(path));

  it.each(["/", "/login", "/dashboard", "/_next/static/chunks/main.js", "/logo.svg", "/apercu_template/0/1/none/a.fr"])(
    "runs for %s",
    (path) => expect(runsFor(path)).toBe(true),
  );

  it.each(["/api/health", "/api/graphql/auth", "/api/market/leads", "/api/profile/image/1-abc.png"])(
    "leaves the API route %s alone (its own policy; next.config.ts gives it the fixed headers)",
    (path) => expect(runsFor(path)).toBe(false),
  );

  it("gives its redirects the headers too", async () => {
    const res = await through("/dashboard");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toMatch(/\/login$/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("hands the page the nonce of the policy it answers with, fresh for every request", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await through("/login", { headers: { "x-nonce": "forged", "content-security-policy": "x" } });
      const nonce = nonceOf(res.headers.get("content-security-policy")!);
      expect(nonce).toBeTruthy();
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      expect(nonceOf(res.headers.get("x-middleware-request-content-security-policy")!)).toBe(nonce);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it("does not lay the page policy over the visual preview's own", async () => {
    const res = await through("/apercu_template/1/2/promo/site.fr");
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
