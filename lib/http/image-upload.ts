import { readCapped } from "./read-capped";
import { refusal, type Policy } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import type { Caller } from "@/lib/session/current-user";
import type { ApiContext } from "@/lib/api/context";
import type { Db } from "@/lib/db";

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type UploadRefusal =
  | "CSRF"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "FILE_MISSING"
  | "FILE_TOO_LARGE"
  | "FILE_TYPE"
  /** The signature says image but the bytes do not decode as one (see image-reencode.ts). */
  | "FILE_UNREADABLE"
  | "BAD_INPUT";

export const uploadAnswer = (status: number, code: UploadRefusal | "OK", extra: Record<string, unknown> = {}) =>
  Response.json({ code, ...extra }, { status, headers: { "cache-control": "no-store" } });

export interface UploadedImage {
  ctx: ApiContext & { caller: Caller };
  file: Blob;
  bytes: Uint8Array;
}

/**
 * The authenticated caller and the multipart field `image` of an upload, at most `maxBytes`, or
 * the answer refusing it. The session cookie needs the x-weedo-csrf header (a cross-site form
 * cannot send it); a bearer token does not. The handler's policy (lib/access/api-policies.ts,
 * REST_POLICIES) refuses a caller before the body is read.
 * Type checks stay with each caller.
 */
export async function readImageUpload(
  request: Request,
  maxBytes: number,
  opts: { db?: Db; policy: Policy },
): Promise<UploadedImage | Response> {
  const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
  if (!bearer && !request.headers.get("x-weedo-csrf")) return uploadAnswer(403, "CSRF");
  const ctx = await buildContext(request.headers, opts.db);
  const refused = refusal(opts.policy, ctx.caller);
  if (refused) return uploadAnswer(refused === "UNAUTHENTICATED" ? 401 : 403, refused);
  if (!ctx.caller) return uploadAnswer(401, "UNAUTHENTICATED");
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) return uploadAnswer(400, "BAD_INPUT");
  const body = await readCapped(request, maxBytes + MULTIPART_OVERHEAD);
  if (!body) return uploadAnswer(413, "FILE_TOO_LARGE", { maxBytes });
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    return uploadAnswer(400, "BAD_INPUT");
  }
  const file = form.get("image");
  if (!(file instanceof Blob) || file.size === 0) return uploadAnswer(400, "FILE_MISSING");
  if (file.size > maxBytes) return uploadAnswer(413, "FILE_TOO_LARGE", { maxBytes });
  return { ctx: ctx as UploadedImage["ctx"], file, bytes: new Uint8Array(await file.arrayBuffer()) };
}
