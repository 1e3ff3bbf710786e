import { buildContext } from "@/lib/api/context";
import { isAdmin } from "@/lib/api/guards";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { LIBRARY_MAX_BYTES, LIBRARY_TYPES, readImage, saveLibraryImage, sniffLibraryType } from "./store";
import { IMAGE_URL_PREFIX } from "../visuals/render";

export interface LibraryRouteOptions {
  db?: () => Promise<Db>;
  dataDir?: () => string;
}

const MULTIPART_OVERHEAD = 64 * 1024;

export type LibraryUploadCode = "OK" | "CSRF" | "UNAUTHENTICATED" | "FORBIDDEN" | "FILE_MISSING" | "FILE_TOO_LARGE" | "FILE_TYPE" | "BAD_INPUT";

const answer = (status: number, code: LibraryUploadCode, extra: Record<string, unknown> = {}) =>
  Response.json({ code, ...extra }, { status, headers: { "cache-control": "no-store" } });

async function readCapped(request: Request, cap: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > cap) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * POST /api/myaffil/images: an administrator adds a file (multipart field `image`) to the image
 * library: PNG, JPEG, GIF or WebP by its bytes, at most 2 MB; stored under DATA_DIR/images with
 * a random name. The session cookie needs the x-weedo-csrf header (a cross-site form cannot send it).
 */
export function createLibraryUploadHandler(opts: LibraryRouteOptions = {}) {
  return async function upload(request: Request): Promise<Response> {
    const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
    if (!bearer && !request.headers.get("x-weedo-csrf")) return answer(403, "CSRF");
    const ctx = await buildContext(request.headers, await opts.db?.());
    if (!ctx.caller) return answer(401, "UNAUTHENTICATED");
    if (!isAdmin(ctx.caller)) return answer(403, "FORBIDDEN");
    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) return answer(400, "BAD_INPUT");
    const body = await readCapped(request, LIBRARY_MAX_BYTES + MULTIPART_OVERHEAD);
    if (!body) return answer(413, "FILE_TOO_LARGE", { maxBytes: LIBRARY_MAX_BYTES });
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      return answer(400, "BAD_INPUT");
    }
    const file = form.get("image");
    if (!(file instanceof Blob) || file.size === 0) return answer(400, "FILE_MISSING");
    if (file.size > LIBRARY_MAX_BYTES) return answer(413, "FILE_TOO_LARGE", { maxBytes: LIBRARY_MAX_BYTES });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffLibraryType(bytes.subarray(0, 16));
    if (!sniffed || !(file.type in LIBRARY_TYPES)) return answer(415, "FILE_TYPE");
    const name = file instanceof File ? file.name : "image";
    const row = await saveLibraryImage(ctx.db, opts.dataDir?.() ?? env().DATA_DIR, sniffed, bytes, name, ctx.caller.id);
    return answer(200, "OK", { image: { id: row.id, url: IMAGE_URL_PREFIX + row.storedName, width: row.width, height: row.height } });
  };
}

/**
 * GET /api/myaffil/images/<file>: a library image, to anyone (banners are shown in publishers'
 * e-mails and on the public preview). Names are checked, never used as paths.
 */
export function createLibraryServeHandler(opts: LibraryRouteOptions = {}) {
  return async function serve(_request: Request, name: string): Promise<Response> {
    const found = await readImage(opts.dataDir?.() ?? env().DATA_DIR, name);
    if (!found) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
    return new Response(found.body as BodyInit, {
      headers: {
        "content-type": found.contentType,
        "content-length": String(found.body.byteLength),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "cross-origin-resource-policy": "cross-origin",
        "content-disposition": "inline",
      },
    });
  };
}
