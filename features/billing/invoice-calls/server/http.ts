import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { env } from "@/lib/config/env";
import { ADMIN_LAWS } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { readCapped } from "@/lib/http/read-capped";
import { invoiceFileOf } from "./read";
import { INVOICE_MAX_BYTES } from "./pdf";
import { readInvoicePdf } from "./store";
import { uploadInvoice, UPLOADS_PER_CALL } from "./workflow";

export interface InvoiceRouteOptions {
  /** The database (tests pass their own, as with createApiHandler). */
  db?: () => Promise<Db>;
  /** The data directory holding uploads/invoice-calls (DATA_DIR by default). */
  dataDir?: () => string;
}

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type InvoiceUploadCode =
  | "OK"
  | "CSRF"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_INPUT"
  | "FILE_MISSING"
  | "FILE_TOO_LARGE"
  /** Neither a PDF nor a CII XML by its content (spec: "the file extension must be PDF"). */
  | "NOT_PDF"
  /** A structured invoice whose XML is not a readable CII invoice (the reason is given). */
  | "INVALID_XML"
  /** A plain PDF once structured invoices are mandatory (1 September 2027). */
  | "NOT_STRUCTURED"
  /** A PDF that would act when opened (JavaScript, launch, a foreign embedded file). */
  | "ACTIVE_CONTENT"
  /** The call has kept UPLOADS_PER_CALL invoices already. */
  | "TOO_MANY_UPLOADS"
  | "INVOICE_CALL_STATE";

const answer = (status: number, code: InvoiceUploadCode, extra: Record<string, unknown> = {}) =>
  Response.json({ code, ...extra }, { status, headers: { "cache-control": "no-store" } });

const callIdOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * POST /api/invoice-calls/<id>/invoice: the publisher's invoice (multipart field `invoice`, at most
 * 5 MB, Factur-X, CII XML or a plain PDF by its content). The session cookie needs the x-weedo-csrf header, as for the profile
 * image; the policy refuses anyone but a publisher before the body is read; another publisher's call
 * answers 404.
 */
export function createInvoiceUploadHandler(opts: InvoiceRouteOptions = {}) {
  return async function upload(request: Request, rawId: string): Promise<Response> {
    const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
    if (!bearer && !request.headers.get("x-weedo-csrf")) return answer(403, "CSRF");
    const ctx = await buildContext(request.headers, await opts.db?.());
    const refused = refusal(REST_POLICIES.invoiceCallUpload, ctx.caller);
    if (refused || !ctx.caller) return answer(refused === "FORBIDDEN" ? 403 : 401, refused ?? "UNAUTHENTICATED");
    const callId = callIdOf(rawId);
    if (callId == null) return answer(404, "NOT_FOUND");
    const contentType = request.headers.get("content-type") ?? "";
    if (!contentType.toLowerCase().startsWith("multipart/form-data")) return answer(400, "BAD_INPUT");
    const body = await readCapped(request, INVOICE_MAX_BYTES + MULTIPART_OVERHEAD);
    if (!body) return answer(413, "FILE_TOO_LARGE", { maxBytes: INVOICE_MAX_BYTES });
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      return answer(400, "BAD_INPUT");
    }
    const file = form.get("invoice");
    if (!(file instanceof File) || file.size === 0) return answer(400, "FILE_MISSING");
    if (file.size > INVOICE_MAX_BYTES) return answer(413, "FILE_TOO_LARGE", { maxBytes: INVOICE_MAX_BYTES });
    try {
      const outcome = await uploadInvoice(
        ctx.db,
        opts.dataDir?.() ?? env().DATA_DIR,
        { id: ctx.caller.id, admin: false, ip: ctx.ip },
        { callId, bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name || "facture" },
      );
      if (outcome.code === "OK")
        return answer(200, "OK", {
          format: outcome.format,
          matched: outcome.match?.ok ?? null,
          differences: outcome.match ? outcome.match.fields.filter((f) => !f.ok).length : 0,
        });
      if (outcome.code === "INVALID_XML") return answer(422, "INVALID_XML", { message: outcome.message });
      if (outcome.code === "ACTIVE_CONTENT") return answer(422, "ACTIVE_CONTENT", { found: outcome.found });
      if (outcome.code === "TOO_MANY_UPLOADS") return answer(409, outcome.code, { max: UPLOADS_PER_CALL });
      return answer(outcome.code === "NOT_STRUCTURED" ? 422 : 415, outcome.code);
    } catch (e) {
      const code = (e as { extensions?: { code?: string } }).extensions?.code;
      if (code === "NOT_FOUND") return answer(404, "NOT_FOUND");
      if (code === "INVOICE_CALL_STATE") return answer(409, "INVOICE_CALL_STATE");
      throw e;
    }
  };
}

/** GET /api/invoice-calls/<id>/invoice: the uploaded PDF or CII XML, to its publisher and to administrators only. */
export function createInvoiceServeHandler(opts: InvoiceRouteOptions = {}) {
  return async function serve(request: Request, rawId: string): Promise<Response> {
    const ctx = await buildContext(request.headers, await opts.db?.());
    const refused = refusal(REST_POLICIES.invoiceCallRead, ctx.caller);
    const none = (status: number) => new Response(null, { status, headers: { "cache-control": "no-store" } });
    if (refused || !ctx.caller) return none(refused === "FORBIDDEN" ? 403 : 401);
    const callId = callIdOf(rawId);
    if (callId == null) return none(404);
    const admin = ADMIN_LAWS.includes(ctx.caller.law);
    const found = await invoiceFileOf(ctx.db, { id: ctx.caller.id, admin }, callId);
    const body = found && (await readInvoicePdf(opts.dataDir?.() ?? env().DATA_DIR, found.file));
    if (!found || !body) return none(404);
    const ascii = found.name.replace(/[^\w.-]/g, "_");
    return new Response(body as BodyInit, {
      headers: {
        "content-type": found.file.endsWith(".xml") ? "application/xml" : "application/pdf",
        "content-length": String(body.byteLength),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.name)}`,
      },
    });
  };
}
