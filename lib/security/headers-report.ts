import { readCapped } from "@/lib/http/read-capped";

/**
 * Content-Security-Policy violation reports as browsers post them (app/api/csp-report): the legacy
 * `report-uri` form (`application/csp-report`, one `{"csp-report": {…}}`) and the Reporting API's
 * (`application/reports+json`, an array of `{type: "csp-violation", body: {…}}`). The endpoint is
 * unauthenticated, so what is kept is small, bounded and plain text.
 */

/** A report body larger than this is refused unread. */
export const MAX_REPORT_BYTES = 16 * 1024;
/** Reports kept from one request (the Reporting API batches them). */
const MAX_REPORTS = 10;
const MAX_FIELD = 512;

export interface CspViolation {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  disposition?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
  statusCode?: number;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** The first of the keys that holds text, cut to a length a log line can take. */
function text(o: Raw, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const v = o[k];
    // Control characters would let a report forge log lines in a text sink.
    if (typeof v === "string" && v) return v.replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, MAX_FIELD);
  }
  return undefined;
}

function int(o: Raw, ...keys: string[]): number | undefined {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return v;
  }
  return undefined;
}

/** One violation from either form's field names (kebab-case legacy, camelCase Reporting API). */
function violation(o: Raw): CspViolation {
  const v: CspViolation = {
    documentUrl: text(o, "documentURL", "document-uri"),
    blockedUrl: text(o, "blockedURL", "blocked-uri"),
    directive: text(o, "effectiveDirective", "effective-directive", "violated-directive"),
    disposition: text(o, "disposition"),
    sourceFile: text(o, "sourceFile", "source-file"),
    line: int(o, "lineNumber", "line-number"),
    column: int(o, "columnNumber", "column-number"),
    sample: text(o, "sample", "script-sample"),
    statusCode: int(o, "statusCode", "status-code"),
  };
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as CspViolation;
}

/** The violations a report body holds; null when it is not a report of either form. */
export function parseCspReport(body: string): CspViolation[] | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (isObject(data) && isObject(data["csp-report"])) return [violation(data["csp-report"])];
  if (Array.isArray(data)) {
    const found = data
      .filter((r): r is Raw => isObject(r) && r.type === "csp-violation" && isObject(r.body))
      .slice(0, MAX_REPORTS)
      .map((r) => violation(r.body as Raw));
    return found.length ? found : null;
  }
  return null;
}

/** The body as text, reading no more than `limit` bytes whatever Content-Length claims; null when it is larger. */
export async function readReport(request: Request, limit = MAX_REPORT_BYTES): Promise<string | null> {
  const body = await readCapped(request, limit);
  return body && new TextDecoder().decode(body);
}
