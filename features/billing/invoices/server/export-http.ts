import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { exportQueryOf, exportRows } from "./export";

/**
 * GET /api/invoices/export?kind=invoices|credit_notes|payments&from=&to=&platform=&state=: the
 * accountant's CSV of a period (report area: 401 signed out, 403 off the list, 400 bad query).
 */
export function createAccountingExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.accountingExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const q = exportQueryOf(new URL(request.url).searchParams);
    if (!q) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const { header, rows } = await exportRows(ctx.db, q);
    return csvResponse({
      filename: `${q.kind}-${q.from}-${q.to}.csv`,
      header,
      rows,
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
