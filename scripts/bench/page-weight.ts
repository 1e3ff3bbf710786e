import { gzipSync } from "node:zlib";

/** What a browser receives on a first visit: the HTML, and the JavaScript it must run. */
export interface Weight {
  status: number;
  htmlBytes: number;
  /** External scripts (`<script src>`), each once, without `nomodule` ones that modern browsers skip. */
  scripts: number;
  jsGzBytes: number;
  /** Inline `<script>` bodies (the RSC payload, bootstrap), raw and gzipped together; already part of the HTML. */
  inlineBytes: number;
  inlineGzBytes: number;
}

const decode = (s: string) => s.replace(/&amp;/g, "&");

/**
 * Fetches one page as a first visit would (no redirect followed) and weighs it: its HTML, and the
 * sum of the gzipped sizes of every script it loads, each fetched from the same server.
 */
export async function weigh(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Weight> {
  const res = await fetch(base + pathname, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const srcs = new Set<string>();
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
    if (src) srcs.add(decode(src));
    else if (m[2]) inline.push(m[2]);
  }
  let jsGzBytes = 0;
  for (const src of srcs) {
    const js = await fetch(new URL(src, base), { signal: AbortSignal.timeout(30_000) });
    if (!js.ok) throw new Error(`${pathname}: script ${src} answered ${js.status}`);
    jsGzBytes += gzipSync(Buffer.from(await js.arrayBuffer())).length;
  }
  const inlineText = inline.join("\n");
  return {
    status: res.status,
    htmlBytes: Buffer.byteLength(html),
    scripts: srcs.size,
    jsGzBytes,
    inlineBytes: Buffer.byteLength(inlineText),
    inlineGzBytes: inlineText ? gzipSync(inlineText).length : 0,
  };
}
