import type { SocialNetwork } from "./states";

/**
 * Host suffixes and utm_source spellings of each network. A referrer counts when its host is the
 * domain or one of its subdomains (m.facebook.com, l.instagram.com); the short-link hosts the
 * networks rewrite outbound links through (t.co, lnkd.in, youtu.be, pin.it) count too.
 */
const NETWORKS: { network: Exclude<SocialNetwork, "other">; hosts: string[]; sources: string[] }[] = [
  {
    network: "facebook",
    hosts: ["facebook.com", "fb.com", "fb.me", "messenger.com"],
    sources: ["facebook", "fb", "meta"],
  },
  { network: "instagram", hosts: ["instagram.com"], sources: ["instagram", "ig", "insta"] },
  { network: "tiktok", hosts: ["tiktok.com"], sources: ["tiktok", "tik_tok", "tik-tok"] },
  { network: "linkedin", hosts: ["linkedin.com", "lnkd.in"], sources: ["linkedin", "lnkd"] },
  { network: "x", hosts: ["twitter.com", "x.com", "t.co"], sources: ["x", "twitter", "tw"] },
  { network: "youtube", hosts: ["youtube.com", "youtu.be"], sources: ["youtube", "yt"] },
  { network: "snapchat", hosts: ["snapchat.com"], sources: ["snapchat", "snap"] },
  { network: "pinterest", hosts: ["pinterest.com", "pinterest.fr", "pin.it"], sources: ["pinterest", "pin"] },
];

/** Words of utm_source that say "social" without naming a network we know: counted as other. */
const SOCIAL_WORDS = ["social", "reddit", "threads", "whatsapp", "telegram", "discord", "twitch", "tumblr", "vk"];

/** A Referer header's host (lower case, without www.), or null when it is not an http(s) URL. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The network of a referrer host, or null when the host is no network's. */
function networkOfHost(host: string): SocialNetwork | null {
  for (const n of NETWORKS) if (n.hosts.some((d) => hostMatches(host, d))) return n.network;
  for (const w of SOCIAL_WORDS) if (hostMatches(host, `${w}.com`)) return "other";
  return null;
}

/**
 * The network of a utm_source: a known spelling ("fb", "Instagram"), a network's domain written as
 * the source ("facebook.com"), or a compound with one ("facebook_ads", "ig-story"); "other" for a
 * social word we do not list; null when it names no social network (newsletter, google).
 */
function networkOfSource(raw: string): SocialNetwork | null {
  const source = raw.trim().toLowerCase();
  if (!source) return null;
  const words = source.split(/[^a-z0-9]+/).filter(Boolean);
  for (const n of NETWORKS) {
    if (n.sources.includes(source) || n.hosts.some((d) => hostMatches(source, d))) return n.network;
    // Short spellings ("x", "ig", "fb") only as a whole word, so that "box" or "pinguin" stay unclassified.
    if (words.some((w) => n.sources.includes(w) && (w.length > 3 || words.length > 1))) return n.network;
  }
  if (words.some((w) => SOCIAL_WORDS.includes(w))) return "other";
  return null;
}

/**
 * The social network of a click: its utm_source first (what the publisher declared), then the host
 * of the page the visitor came from. Null when neither is social (direct, search, e-mail traffic).
 */
export function classifyNetwork(
  utmSource: string | null | undefined,
  referrer: string | null | undefined,
): SocialNetwork | null {
  const fromSource = utmSource ? networkOfSource(utmSource) : null;
  if (fromSource) return fromSource;
  const host = referrerHostOf(referrer);
  return host ? networkOfHost(host) : null;
}
