import { buildContext } from "@/lib/api/context";
import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { exportCategoryLeadsCsv, exportQuery } from "./oggodata-export";

/**
 * GET /api/market/oggodata?category=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD: the category's leads over
 * those days as a CSV download, for marketplace administrators only (401 signed out, 403 otherwise).
 */
export function createOggoDataExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const db = opts.db ? await opts.db() : undefined;
    const ctx = await buildContext(request.headers, db);
    const refused = refusal(REST_POLICIES.oggoDataExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const q = exportQuery.parse(new URL(request.url).searchParams);
    if (!q) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const out = await exportCategoryLeadsCsv(ctx.db, q.categoryId, q.from, q.to);
    if (!out) return Response.json({ code: "NOT_FOUND" }, { status: 404 });
    const slug = out.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase();
    return csvResponse({
      filename: `oggodata-${slug || q.categoryId}-${q.from}-${q.to}.csv`,
      header: out.header,
      rows: out.rows,
      separator: ",",
      headers: { "x-row-count": String(out.rows.length) },
    });
  };
}
