import { randomBytes } from "node:crypto";
import en from "@/messages/en/maintenance.json";
import fr from "@/messages/fr/maintenance.json";
import { requestLocale } from "@/lib/i18n/request-locale";

/** The error code of every refusal during maintenance (GraphQL extensions.code, REST body). */
export const MAINTENANCE_CODE = "MAINTENANCE";
/** A restore takes seconds to a minute: clients that honour Retry-After come back then. */
const RETRY_AFTER_S = "30";
const TEXTS = { fr, en } as const;

const textsFor = (request: Request) => TEXTS[requestLocale(request.headers)];
const headers = (type: string) => ({ "content-type": type, "retry-after": RETRY_AFTER_S, "cache-control": "no-store" });

/** A REST route's refusal, in both shapes the routes answer with ({ code } and { error, message }). */
export function maintenanceJson(request: Request): Response {
  const body = { code: MAINTENANCE_CODE, error: MAINTENANCE_CODE, message: textsFor(request).text };
  return new Response(JSON.stringify(body), { status: 503, headers: headers("application/json") });
}

/**
 * A GraphQL refusal as the GraphQL-over-HTTP media type, which Apollo reads as the operation's
 * errors (code MAINTENANCE) whatever the status, rather than as a failed transport.
 */
export function maintenanceGraphql(request: Request): Response {
  const body = { errors: [{ message: textsFor(request).text, extensions: { code: MAINTENANCE_CODE } }] };
  return new Response(JSON.stringify(body), { status: 503, headers: headers("application/graphql-response+json") });
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a person navigating gets instead of the portal's, styled in its dark colours: `nonce` is
 * the page policy's (the proxy sets the policy); without it, the page brings a policy of its own.
 */
export function maintenancePage(request: Request, nonce?: string): Response {
  const own = nonce ?? randomBytes(16).toString("base64");
  const locale = requestLocale(request.headers);
  const t = TEXTS[locale];
  const html = `<!doctype html>
<html lang="${locale}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)} · Weedo</title>
<style nonce="${own}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#09090b;color:#fafafa;font:16px/1.5 system-ui,sans-serif}main{max-width:32rem;padding:2rem;border:1px solid #27272a;border-radius:.75rem;background:#18181b}h1{margin:0 0 .5rem;font-size:1.25rem}p{margin:0 0 1.5rem;color:#d4d4d8}a{color:#fafafa;background:#2563eb;padding:.5rem 1rem;border-radius:.5rem;text-decoration:none}a:focus-visible{outline:2px solid #93c5fd;outline-offset:2px}</style>
</head><body><main role="alert"><h1>${escape(t.title)}</h1><p>${escape(t.text)}</p><a href="">${escape(t.retry)}</a></main></body></html>`;
  const response = new Response(html, { status: 503, headers: headers("text/html; charset=utf-8") });
  if (!nonce)
    response.headers.set(
      "content-security-policy",
      `default-src 'none'; style-src 'nonce-${own}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  return response;
}
