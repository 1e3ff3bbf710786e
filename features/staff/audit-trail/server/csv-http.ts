import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { auditFilterOf } from "./filter";
import { auditEntriesForExport } from "./list";

const HEADER = ["date", "email", "law", "action", "entity", "entity_id", "ip", "changes", "details"] as const;

/**
 * GET /api/audit/csv?actor=&action=&targetType=&targetId=&from=&to=: the filtered trail as CSV
 * (the same filters as /Logs), for administrators (401 signed out, 403 otherwise).
 */
export function createAuditExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.auditExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const filter = auditFilterOf(new URL(request.url).searchParams);
    if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const entries = await auditEntriesForExport(ctx.db, filter);
    return csvResponse({
      filename: `journal-${new Date().toISOString().slice(0, 10)}.csv`,
      header: HEADER,
      rows: entries.map((e) => [
        e.at,
        e.actor?.email ?? "",
        e.actor?.law ?? "",
        e.action,
        e.targetType ?? "",
        e.targetId ?? "",
        e.ip ?? "",
        e.changes.map((c) => `${c.field}: ${c.before ?? "∅"} → ${c.after ?? "∅"}`).join(" | "),
        e.details.map((d) => `${d.key}=${d.value}`).join(" | "),
      ]),
      headers: { "x-row-count": String(entries.length) },
    });
  };
}
