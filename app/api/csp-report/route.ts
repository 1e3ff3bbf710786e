import { logger } from "@/lib/logger";
import { clientAddress } from "@/lib/security/client-address";
import { parseCspReport, readReport } from "@/lib/security/headers-report";
import { hit } from "@/lib/security/rate-limit";

export const dynamic = "force-dynamic";

const answer = (status: number) => new Response(null, { status, headers: { "cache-control": "no-store" } });

/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the page policy's
 * report-uri and report-to, lib/security/headers). Anyone may post, so each report is size-capped,
 * rate-limited per client and overall, reduced to a few known fields and only logged.
 */
export async function POST(request: Request) {
  // A client over its own budget stops there and does not eat into everyone's.
  if ((await hit("cspReportIp", clientAddress(request.headers) ?? "unknown")) || (await hit("cspReportAll", "all"))) {
    return answer(429);
  }
  const body = await readReport(request);
  if (body === null) return answer(413);
  const violations = parseCspReport(body);
  if (!violations) return answer(400);
  for (const v of violations) logger.warn({ cspViolation: v }, "content security policy violation");
  return answer(204);
}
