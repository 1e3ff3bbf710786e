import { env } from "@/lib/config/env";
import { TRACKING_PLACEHOLDER } from "@/lib/validation/visual";
import { trackingLink } from "@/features/myaffil/campaigns/server/tracking-link";

/** Where the image library's files are served. */
export const IMAGE_URL_PREFIX = "/api/myaffil/images/";

export const imageUrl = (storedName: string) => new URL(IMAGE_URL_PREFIX + storedName, env().APP_URL).href;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The placeholder as typed, and as an HTML serialiser or editor may have encoded it in an attribute. */
const PLACEHOLDERS = [TRACKING_PLACEHOLDER, encodeURI(TRACKING_PLACEHOLDER), encodeURIComponent(TRACKING_PLACEHOLDER)];

/** Replaces every `{{tracking_link}}` of sanitised HTML with the (escaped) link. */
export function substituteTrackingLink(html: string, link: string): string {
  let out = html;
  const escaped = escapeHtml(link);
  for (const p of PLACEHOLDERS) out = out.split(p).join(escaped);
  return out;
}

export interface RenderableVisual {
  kind: "email" | "banner" | "text";
  name: string;
  html: string | null;
  linkText: string | null;
  width: number | null;
  height: number | null;
  imageStoredName: string | null;
}

/** The code a publisher pastes: the visual with its tracking link in place (HTML stays the sanitised one). */
export function renderVisual(v: RenderableVisual, link: string): string {
  const href = escapeHtml(link);
  if (v.kind === "email") return substituteTrackingLink(v.html ?? "", link);
  if (v.kind === "banner") {
    const size = `${v.width ? ` width="${v.width}"` : ""}${v.height ? ` height="${v.height}"` : ""}`;
    const src = v.imageStoredName ? escapeHtml(imageUrl(v.imageStoredName)) : "";
    return `<a href="${href}" target="_blank" rel="noopener noreferrer"><img src="${src}"${size} alt="${escapeHtml(v.name)}" border="0" /></a>`;
  }
  return `<a href="${href}" target="_blank" rel="noopener noreferrer">${escapeHtml(v.linkText ?? "")}</a>`;
}

/** The publisher's link of a campaign (publisher 0: an administrator's or advertiser's look). */
export const linkFor = (trackingId: string, publisherClientId: number, supportId?: number | null) =>
  trackingLink(trackingId, publisherClientId, supportId);

/** The public preview's path for a publisher. */
export function previewPath(publisherClientId: number, visualId: number, trackingId: string): string {
  const host = new URL(env().APP_URL).hostname;
  return `/apercu_template/${publisherClientId}/${visualId}/${encodeURIComponent(trackingId)}/${encodeURIComponent(host)}`;
}

/** A whole HTML page around a rendered visual, for the preview and the download. */
export function visualDocument(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:16px;background:#f4f4f5">${body}</body></html>`;
}
