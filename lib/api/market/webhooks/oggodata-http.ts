import { buildContext } from "@/lib/api/context";
import { isAdmin } from "@/lib/api/guards";
import type { Db } from "@/lib/db";
import { exportCategoryLeadsCsv, exportQuery } from "./oggodata-export";

/**
 * GET /api/market/oggodata?category=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD: the category's leads over
 * those days as a CSV download, for administrators only (401 signed out, 403 otherwise).
 */
export function createOggoDataExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const db = opts.db ? await opts.db() : undefined;
    const ctx = await buildContext(request.headers, db);
    if (!ctx.caller) return Response.json({ code: "UNAUTHENTICATED" }, { status: 401 });
    if (!isAdmin(ctx.caller)) return Response.json({ code: "FORBIDDEN" }, { status: 403 });
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
    return new Response(`\uFEFF${out.csv}`, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="oggodata-${slug || q.categoryId}-${q.from}-${q.to}.csv"`,
        "cache-control": "no-store",
        "x-row-count": String(out.rows),
      },
    });
  };
}
