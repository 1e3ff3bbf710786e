import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import type { Db } from "@/lib/db";
import { issuedFile } from "@/features/billing/issued-documents";
import { ownerScope } from "./scope";

const noStore = { "cache-control": "private, no-store" };

/**
 * GET /api/invoices/<id>/pdf and /api/credit-notes/<id>/pdf: the document's PDF (with Factur-X) as
 * issued, byte for byte, to its advertiser or an administrator. 401 signed out, 403 for a role the table refuses, 404 for a
 * document that is not the caller's (ownership is in the query, as for the GraphQL fields).
 */
export function createInvoicePdfHandler(kind: "invoice" | "credit_note", opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request, rawId: string): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.invoicePdf, ctx.caller);
    if (refused) return new Response(null, { status: refused === "UNAUTHENTICATED" ? 401 : 403, headers: noStore });
    const id = Number(rawId);
    const scope = ownerScope(ctx.caller!);
    if (!Number.isSafeInteger(id) || id <= 0 || scope === null)
      return new Response(null, { status: 404, headers: noStore });
    const file = await issuedFile(ctx.db, kind, id, scope);
    if (!file) return new Response(null, { status: 404, headers: noStore });
    return new Response(new Uint8Array(file.pdf), {
      headers: {
        ...noStore,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${file.filename}"`,
        "x-content-type-options": "nosniff",
      },
    });
  };
}
