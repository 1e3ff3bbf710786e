import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { reencodeImage } from "@/lib/http/image-reencode";
import { readImageUpload, uploadAnswer as answer, type UploadRefusal } from "@/lib/http/image-upload";
import { AVATAR_MAX_BYTES, isAvatarType, sniffImageType } from "@/lib/validation/profile";
import { readAvatar, saveAvatar } from "./image-store";

export interface ImageRouteOptions {
  /** The database (tests pass their own, as with createApiHandler). */
  db?: () => Promise<Db>;
  /** The data directory holding uploads/avatars (DATA_DIR by default). */
  dataDir?: () => string;
}

export type UploadCode = Exclude<UploadRefusal, "FORBIDDEN"> | "OK";

/**
 * POST /api/profile/image: multipart form data with the field `image` (PNG, JPEG or WebP, at most
 * 2 MB, recognised by its content), decoded and encoded again so that only its pixels are kept (no
 * metadata, nothing smuggled after the image data). The session cookie needs the x-weedo-csrf header,
 * which a cross-site form cannot send; a bearer token does not.
 */
export function createImageUploadHandler(opts: ImageRouteOptions = {}) {
  return async function upload(request: Request): Promise<Response> {
    const upload = await readImageUpload(request, AVATAR_MAX_BYTES, {
      db: await opts.db?.(),
      policy: REST_POLICIES.profileImageUpload,
    });
    if (upload instanceof Response) return upload;
    const { ctx, file, bytes } = upload;
    // The declared type must be an accepted one, and the bytes must say so too.
    const sniffed = sniffImageType(bytes.subarray(0, 16));
    if (!isAvatarType(file.type) || !sniffed) return answer(415, "FILE_TYPE");

    const pixels = await reencodeImage(bytes, sniffed);
    if (!pixels) return answer(422, "FILE_UNREADABLE");

    const dataDir = opts.dataDir?.() ?? env().DATA_DIR;
    const image = await saveAvatar(ctx.db, dataDir, ctx.caller.id, sniffed, pixels.bytes, ctx.ip);
    return answer(200, "OK", { image });
  };
}

/** GET /api/profile/image/<file>: a stored profile image, to signed-in users, with its own type. */
export function createImageServeHandler(opts: ImageRouteOptions = {}) {
  return async function serve(request: Request, name: string): Promise<Response> {
    const ctx = await buildContext(request.headers, await opts.db?.());
    if (refusal(REST_POLICIES.profileImageRead, ctx.caller))
      return new Response(null, { status: 401, headers: { "cache-control": "no-store" } });
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
