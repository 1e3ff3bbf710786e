/**
 * The browser hardening headers of every response (issue 10, finding 4). Pure functions of their
 * inputs: `proxy.ts` applies them to each request at run time (it sees pages, API routes, GraphQL,
 * uploads and static files alike), `next.config.ts` sets the fixed part for anything Next answers
 * before the proxy runs. No server-only imports: both load this file.
 */

/** Where browsers post violation reports (`report-uri`, and `report-to` through `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The `Reporting-Endpoints` name the policy's `report-to` points at. */
export const CSP_REPORT_GROUP = "csp";
/** The request header through which the proxy hands the page's nonce to the server components. */
export const NONCE_HEADER = "x-nonce";

/**
 * Browser features the portal never uses, switched off for the page and every frame. Only features
 * Chromium knows: an unknown one makes it log an error on every page.
 */
const DISABLED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((f) => `${f}=()`).join(", ");

/** Two years (OWASP's example value); includeSubDomains covers the portal host's own subdomains only. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Paths whose answers are not pages, and which set their own policy where they show anything: the
 * API routes (uploaded images come with `default-src 'none'; sandbox`) and the public visual preview
 * (features/myaffil/creatives/server/visuals/preview-http.ts, which the portal may frame). A policy the proxy set would
 * replace theirs (Next lets the proxy's response headers win), so they get none from it.
 */
const OWN_POLICY_PREFIXES = ["/api/", "/apercu_template/"] as const;
/** Of those, the ones the portal frames itself. */
const FRAMEABLE_PREFIXES = ["/apercu_template/"] as const;

export function hasOwnPolicy(pathname: string): boolean {
  return OWN_POLICY_PREFIXES.some((p) => pathname.startsWith(p));
}

export function isFrameable(pathname: string): boolean {
  return FRAMEABLE_PREFIXES.some((p) => pathname.startsWith(p));
}

/** True when the portal is served over https (APP_URL), which turns HSTS and request upgrading on. */
export function isHttpsUrl(appUrl: string): boolean {
  return appUrl.toLowerCase().startsWith("https:");
}

/** 128 random bits, base64: unguessable and fresh for every request (Web Crypto, so any runtime). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  nonce: string;
  /** `next dev`: React rebuilds server error stacks with eval, so 'unsafe-eval' there and only there. */
  dev: boolean;
  https: boolean;
}

/**
 * The page policy. Scripts: only those carrying this request's nonce (Next puts it on its own and
 * React's; we pass it to next-themes' and Apollo's inline scripts) and what they load ('strict-dynamic';
 * 'self' is the fallback of browsers without it). Styles stay open to inline: sonner, Radix and
 * Recharts set style attributes and elements without a nonce, and the creatives' previews
 * (sandboxed srcdoc frames, which inherit this policy) hold advertisers' own HTML and CSS. Images
 * from any https host for the same reason (advertisers' banners), data: and blob: for QR codes and
 * upload previews.
 */
export function contentSecurityPolicy({ nonce, dev, https }: PolicyOptions): string {
  const [before, after] = policyAround(dev, https);
  return before + nonce + after;
}

/** The policy as the text before and after its nonce, built once per (dev, https): the proxy asks on every request. */
const policies = new Map<string, readonly [string, string]>();

function policyAround(dev: boolean, https: boolean): readonly [string, string] {
  const key = `${dev}:${https}`;
  let found = policies.get(key);
  if (!found) {
    const [before, after] = buildPolicy(NONCE_SLOT, dev, https).split(NONCE_SLOT);
    policies.set(key, (found = [before!, after!]));
  }
  return found;
}

/** Stands for the nonce while the template is built: no base64 nonce contains a space. */
const NONCE_SLOT = " nonce slot ";

function buildPolicy(nonce: string, dev: boolean, https: boolean): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["media-src", "'self'"],
    ["frame-src", "'self'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["report-uri", CSP_REPORT_PATH],
    ["report-to", CSP_REPORT_GROUP],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The nonce a policy allows (what Next reads from the request's policy header too). */
export function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

/**
 * The headers every response carries, whatever it is. HSTS only over https: sent over plain http
 * it is ignored, and a local or test deployment must not pin its host to https.
 */
export function staticSecurityHeaders({ https, frameable = false }: { https: boolean; frameable?: boolean }) {
  const key = `${https}:${frameable}`;
  let found = fixedSets.get(key);
  if (!found) fixedSets.set(key, (found = Object.freeze(buildStaticHeaders(https, frameable))));
  return found;
}

/** The fixed sets, built once each (read-only: callers copy them). */
const fixedSets = new Map<string, Readonly<ReturnType<typeof buildStaticHeaders>>>();

function buildStaticHeaders(https: boolean, frameable: boolean) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // Legacy twin of frame-ancestors, for browsers that predate it.
    "X-Frame-Options": frameable ? "SAMEORIGIN" : "DENY",
    "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  } satisfies Record<string, string>;
}

/**
 * Everything the proxy sets on one response: the fixed set, and the page policy (on pages, their
 * redirects, public and static files, where it also keeps an SVG's scripts from running) unless the path
 * brings its own.
 */
export function responseSecurityHeaders(
  pathname: string,
  { nonce, dev, https }: PolicyOptions,
): Record<string, string> {
  return {
    ...staticSecurityHeaders({ https, frameable: isFrameable(pathname) }),
    ...(hasOwnPolicy(pathname) ? {} : { "Content-Security-Policy": contentSecurityPolicy({ nonce, dev, https }) }),
  };
}
