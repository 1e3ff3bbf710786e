import { getDb, type Db } from "@/lib/db";
import { previewVisual } from "./visuals";
import { visualDocument } from "./render";

/**
 * No script at all, nothing loaded but images (the newsletter's own, any https host) and inline
 * styles; no forms, no plugins, no base rewriting; framed only by the portal itself.
 */
export const PREVIEW_CSP =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src https: data:; script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

const INT = /^\d{1,9}$/;
const TRACKING_ID = /^[A-Za-z0-9_-]{1,64}$/;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });

/**
 * GET /apercu_template/{idf}/{id_visuel}/{campagne}/{hostname}: public (no session). The sanitised
 * visual with publisher idf's tracking link, for campaign `campagne` (its tracking identifier);
 * 404 when the visual is unknown, deleted or of another campaign. `hostname` names the site the
 * publisher previews for; it is not used in the page.
 */
export function createPreviewHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function preview(params: { idf: string; id_visuel: string; campagne: string }): Promise<Response> {
    let campagne = params.campagne;
    try {
      campagne = decodeURIComponent(campagne);
    } catch {
      return notFound();
    }
    if (!INT.test(params.idf) || !INT.test(params.id_visuel) || !TRACKING_ID.test(campagne)) return notFound();
    const db = (await opts.db?.()) ?? (await getDb());
    const found = await previewVisual(db, Number(params.idf), Number(params.id_visuel), campagne);
    if (!found) return notFound();
    return new Response(visualDocument(found.title, found.body), {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": PREVIEW_CSP,
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cache-control": "no-store",
        "x-robots-tag": "noindex",
      },
    });
  };
}
