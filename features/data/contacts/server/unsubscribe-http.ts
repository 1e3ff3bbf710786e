import en from "@/messages/en/weedoData.json";
import fr from "@/messages/fr/weedoData.json";
import { LOCALE_COOKIE } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { normalEmail } from "./filters";
import { verifyLink } from "./links";
import { suppress } from "./suppression";

type Texts = typeof fr.unsubscribePage;
const TEXTS: Record<"fr" | "en", Texts> = { fr: fr.unsubscribePage, en: en.unsubscribePage };

/** As every page of the portal: the locale cookie decides, French by default (not the browser's language). */
function localeOf(request: Request): "fr" | "en" {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([k]) => k === LOCALE_COOKIE)?.[1];
  return value === "en" ? "en" : "fr";
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small page of its own (no scripts, no session, nothing to load): it must work from any mail client's browser. */
function page(status: number, t: Texts, title: string, body: string, lang: string): Response {
  const html = `<!doctype html><html lang="${lang}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Weedo</title>
<style>body{font-family:system-ui,sans-serif;background:#09090b;color:#f4f4f5;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;padding:1rem}main{max-width:28rem;border:1px solid #27272a;border-radius:.75rem;padding:1.5rem;background:#18181b}h1{font-size:1.25rem;margin:0 0 .75rem}p{color:#a1a1aa;line-height:1.5}button{background:#10b981;color:#022c22;border:0;border-radius:.5rem;padding:.625rem 1rem;font-weight:600;font-size:1rem;cursor:pointer}button:focus-visible{outline:2px solid #f4f4f5;outline-offset:2px}</style></head>
<body><main data-testid="unsubscribe-page"><h1>${escape(title)}</h1>${body}<p><small>${escape(t.footer)}</small></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

interface Link {
  email: string;
  source: string;
}

async function linkOf(url: URL): Promise<Link | null> {
  const email = normalEmail(url.searchParams.get("e") ?? "");
  const source = (url.searchParams.get("s") ?? "").trim();
  if (!email || !source || source.length > 80) return null;
  return (await verifyLink("unsubscribe", email, source, url.searchParams.get("sig"))) ? { email, source } : null;
}

/**
 * /api/data/unsubscribe?e=&s=&sig= — the link of every send's List-Unsubscribe header (RFC 8058).
 * GET shows a page with one button (it unsubscribes nobody: mail scanners follow links); POST
 * unsubscribes with no session: the mail client's one-click (body `List-Unsubscribe=One-Click`) or
 * the page's button. The signature is the authority; a tampered link is refused (403) and changes nothing.
 * Unsubscribing twice is fine (the first record is kept).
 */
export function createUnsubscribeHandlers(opts: { db: () => Promise<Db> }) {
  return {
    async GET(request: Request): Promise<Response> {
      const lang = localeOf(request);
      const t = TEXTS[lang];
      const url = new URL(request.url);
      const link = await linkOf(url);
      if (!link) return page(403, t, t.invalidTitle, `<p>${escape(t.invalidText)}</p>`, lang);
      const action = `${url.pathname}?${url.searchParams}`;
      return page(
        200,
        t,
        t.title,
        `<p>${escape(t.text.replace("{email}", link.email))}</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><input type="hidden" name="via" value="page"><button type="submit">${escape(t.button)}</button></form>`,
        lang,
      );
    },
    async POST(request: Request): Promise<Response> {
      const lang = localeOf(request);
      const t = TEXTS[lang];
      const link = await linkOf(new URL(request.url));
      const form = await request
        .formData()
        .then((f) => f)
        .catch(() => null);
      const fromPage = form?.get("via") === "page";
      if (!link) {
        return fromPage
          ? page(403, t, t.invalidTitle, `<p>${escape(t.invalidText)}</p>`, lang)
          : Response.json({ error: "INVALID_SIGNATURE" }, { status: 403 });
      }
      if (!fromPage && form?.get("List-Unsubscribe") !== "One-Click")
        return Response.json({ error: "ONE_CLICK_REQUIRED" }, { status: 400 });
      await suppress(await opts.db(), [
        { email: link.email, source: link.source, channel: fromPage ? "link" : "one_click" },
      ]);
      return fromPage
        ? page(200, t, t.doneTitle, `<p>${escape(t.doneText.replace("{email}", link.email))}</p>`, lang)
        : Response.json({ ok: true });
    },
  };
}
