import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { POST } from "@/app/api/csp-report/route";
import { logger } from "@/lib/logger";
import { clear } from "@/lib/security/rate-limit";
import { MAX_REPORT_BYTES, parseCspReport } from "./headers-report";

const legacy = {
  "csp-report": {
    "document-uri": "http://127.0.0.1:3000/login",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "inline",
    "line-number": 12,
    "source-file": "http://127.0.0.1:3000/login",
    "script-sample": "alert(1)",
  },
};

const modern = [
  {
    type: "csp-violation",
    url: "http://127.0.0.1:3000/dashboard",
    body: {
      documentURL: "http://127.0.0.1:3000/dashboard",
      blockedURL: "https://evil.example/x.js",
      effectiveDirective: "script-src-elem",
      disposition: "enforce",
      statusCode: 200,
    },
  },
  { type: "deprecation", body: { id: "x" } },
];

function post(body: string, headers: Record<string, string> = {}) {
  return POST(
    new Request("http://127.0.0.1:3000/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", ...headers },
      body,
    }),
  );
}

// Watched (and kept off the test output): what the endpoint logs is what it is for.
let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await clear("cspReportIp", "unknown");
  await clear("cspReportAll", "all");
});

describe("violation reports", () => {
  it("reads the report-uri form", () => {
    expect(parseCspReport(JSON.stringify(legacy))).toEqual([
      {
        documentUrl: "http://127.0.0.1:3000/login",
        blockedUrl: "inline",
        directive: "script-src-elem",
        sourceFile: "http://127.0.0.1:3000/login",
        line: 12,
        sample: "alert(1)",
      },
    ]);
  });

  it("reads the Reporting API form and leaves other report types", () => {
    expect(parseCspReport(JSON.stringify(modern))).toEqual([
      {
        documentUrl: "http://127.0.0.1:3000/dashboard",
        blockedUrl: "https://evil.example/x.js",
        directive: "script-src-elem",
        disposition: "enforce",
        statusCode: 200,
      },
    ]);
  });

  it("keeps fields short and on one line", () => {
    const [v] = parseCspReport(
      JSON.stringify({ "csp-report": { "blocked-uri": `x\n{"level":60}${"a".repeat(5000)}` } }),
    )!;
    expect(v!.blockedUrl).not.toContain("\n");
    expect(v!.blockedUrl!.length).toBeLessThanOrEqual(512);
  });

  it("refuses what is not a report", () => {
    expect(parseCspReport("not json")).toBeNull();
    expect(parseCspReport(JSON.stringify({ hello: 1 }))).toBeNull();
    expect(parseCspReport(JSON.stringify([{ type: "deprecation", body: {} }]))).toBeNull();
  });
});

describe("POST /api/csp-report", () => {
  it("logs a violation and answers 204", async () => {
    const res = await post(JSON.stringify(legacy));
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      { cspViolation: expect.objectContaining({ directive: "script-src-elem", blockedUrl: "inline" }) },
      "content security policy violation",
    );
  });

  it("takes the Reporting API's batches", async () => {
    const res = await post(JSON.stringify(modern), { "content-type": "application/reports+json" });
    expect(res.status).toBe(204);
  });

  it("refuses a body over the cap without logging it", async () => {
    const big = JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(MAX_REPORT_BYTES) } });
    expect((await post(big)).status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses what is not a report", async () => {
    expect((await post("<html>")).status).toBe(400);
  });

  it("stops a client that floods it", async () => {
    const body = JSON.stringify(legacy);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await post(body)).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
