import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { isAdmin } from "@/lib/api/guards";
import type { Db } from "@/lib/db";
import { renderOiPdf, sha256Hex } from "./pdf";
import { findOi, pdfDataOf, sealedPdfOf } from "./read";

const noStore = { "cache-control": "no-store" };

/**
 * GET /api/oi/<id>/pdf: an insertion order's PDF, the sealed one once signed, else the current
 * version rendered from its terms (with its SHA-256 in x-document-sha256, what the signer signs).
 * Administrators and the advertiser it was sent to; anyone else gets 404, as if it did not exist.
 */
export function createOiPdfHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request, rawId: string): Promise<Response> {
    const ctx = await buildContext(request.headers, await opts.db?.());
    const refused = refusal(REST_POLICIES.oiPdf, ctx.caller);
    if (refused === "UNAUTHENTICATED") return new Response(null, { status: 401, headers: noStore });
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
    const oi =
      !refused && id !== null && ctx.caller
        ? await findOi(ctx.db, id, { userId: ctx.caller.id, admin: isAdmin(ctx.caller) })
        : null;
    if (!oi) return new Response(null, { status: 404, headers: noStore });
    const sealed = oi.signedAt ? await sealedPdfOf(ctx.db, oi.id) : null;
    const body = sealed ? sealed.pdf : Buffer.from(await renderOiPdf(pdfDataOf(oi)));
    const name = `ordre-insertion-${oi.id}${sealed ? "-signe" : ""}.pdf`;
    return new Response(new Uint8Array(body), {
      headers: {
        ...noStore,
        "content-type": "application/pdf",
        "content-length": String(body.byteLength),
        "content-disposition": `inline; filename="${name}"`,
        "x-content-type-options": "nosniff",
        "x-document-sha256": sha256Hex(body),
        "x-oi-sealed": sealed ? "1" : "0",
      },
    });
  };
}
