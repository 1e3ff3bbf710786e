import { REST_POLICIES } from "@/lib/access/api-policies";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { reencodeImage } from "@/lib/http/image-reencode";
import { readImageUpload, uploadAnswer as answer, type UploadRefusal } from "@/lib/http/image-upload";
import { LIBRARY_MAX_BYTES, LIBRARY_TYPES, readImage, saveLibraryImage, sniffLibraryType } from "./store";
import { IMAGE_URL_PREFIX } from "../visuals/render";

export interface LibraryRouteOptions {
  db?: () => Promise<Db>;
  dataDir?: () => string;
}

export type LibraryUploadCode = UploadRefusal | "OK";

/**
 * POST /api/myaffil/images: an administrator adds a file (multipart field `image`) to the image
 * library: PNG, JPEG, GIF or WebP by its bytes, at most 2 MB; stored under DATA_DIR/images with
 * a random name, after being decoded and encoded again (only pixels are kept). The session cookie
 * needs the x-weedo-csrf header (a cross-site form cannot send it).
 */
export function createLibraryUploadHandler(opts: LibraryRouteOptions = {}) {
  return async function upload(request: Request): Promise<Response> {
    const upload = await readImageUpload(request, LIBRARY_MAX_BYTES, {
      db: await opts.db?.(),
      policy: REST_POLICIES.libraryImageUpload,
    });
    if (upload instanceof Response) return upload;
    const { ctx, file, bytes } = upload;
    const sniffed = sniffLibraryType(bytes.subarray(0, 16));
    if (!sniffed || !(file.type in LIBRARY_TYPES)) return answer(415, "FILE_TYPE");
    const pixels = await reencodeImage(bytes, sniffed);
    if (!pixels) return answer(422, "FILE_UNREADABLE");
    const name = file instanceof File ? file.name : "image";
    const dataDir = opts.dataDir?.() ?? env().DATA_DIR;
    const row = await saveLibraryImage(ctx.db, dataDir, sniffed, pixels.bytes, name, ctx.caller.id);
    return answer(200, "OK", {
      image: { id: row.id, url: IMAGE_URL_PREFIX + row.storedName, width: row.width, height: row.height },
    });
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
