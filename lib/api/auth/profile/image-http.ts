import { buildContext } from "@/lib/api/context";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { AVATAR_MAX_BYTES, isAvatarType, sniffImageType } from "@/lib/validation/profile";
import { readAvatar, saveAvatar } from "./image-store";

export interface ImageRouteOptions {
  /** The database (tests pass their own, as with createApiHandler). */
  db?: () => Promise<Db>;
  /** The data directory holding uploads/avatars (DATA_DIR by default). */
  dataDir?: () => string;
}

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type UploadCode = "OK" | "CSRF" | "UNAUTHENTICATED" | "FILE_MISSING" | "FILE_TOO_LARGE" | "FILE_TYPE" | "BAD_INPUT";

const answer = (status: number, code: UploadCode, extra: Record<string, unknown> = {}) =>
  Response.json({ code, ...extra }, { status, headers: { "cache-control": "no-store" } });

/** The body, unless it grows past `cap` bytes (then null, without reading the rest). */
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
 * POST /api/profile/image: multipart form data with the field `image` (PNG, JPEG or WebP, at most
 * 2 MB, recognised by its content). The session cookie needs the x-weedo-csrf header, which a
 * cross-site form cannot send; a bearer token does not.
 */
export function createImageUploadHandler(opts: ImageRouteOptions = {}) {
  return async function upload(request: Request): Promise<Response> {
    const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
    if (!bearer && !request.headers.get("x-weedo-csrf")) return answer(403, "CSRF");
    const ctx = await buildContext(request.headers, await opts.db?.());
    if (!ctx.caller) return answer(401, "UNAUTHENTICATED");
    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) return answer(400, "BAD_INPUT");

    const body = await readCapped(request, AVATAR_MAX_BYTES + MULTIPART_OVERHEAD);
    if (!body) return answer(413, "FILE_TOO_LARGE", { maxBytes: AVATAR_MAX_BYTES });
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      return answer(400, "BAD_INPUT");
    }
    const file = form.get("image");
    if (!(file instanceof Blob) || file.size === 0) return answer(400, "FILE_MISSING");
    if (file.size > AVATAR_MAX_BYTES) return answer(413, "FILE_TOO_LARGE", { maxBytes: AVATAR_MAX_BYTES });
    // The declared type must be an accepted one, and the bytes must say so too.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffImageType(bytes.subarray(0, 16));
    if (!isAvatarType(file.type) || !sniffed) return answer(415, "FILE_TYPE");

    const dataDir = opts.dataDir?.() ?? env().DATA_DIR;
    const image = await saveAvatar(ctx.db, dataDir, ctx.caller.id, sniffed, bytes, ctx.ip);
    return answer(200, "OK", { image });
  };
}

/** GET /api/profile/image/<file>: a stored profile image, to signed-in users, with its own type. */
export function createImageServeHandler(opts: ImageRouteOptions = {}) {
  return async function serve(request: Request, name: string): Promise<Response> {
    const ctx = await buildContext(request.headers, await opts.db?.());
    if (!ctx.caller) return new Response(null, { status: 401, headers: { "cache-control": "no-store" } });
    const found = await readAvatar(opts.dataDir?.() ?? env().DATA_DIR, name);
    if (!found) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
    return new Response(found.body as BodyInit, {
      headers: {
        "content-type": found.contentType,
        "content-length": String(found.body.byteLength),
        // A new upload gets a new name, so a name's content never changes.
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "content-disposition": "inline",
      },
    });
  };
}
