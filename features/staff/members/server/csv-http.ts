import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { memberFilterOf } from "./filter";
import { membersForExport } from "./list";

const HEADER = [
  "id",
  "email",
  "first_name",
  "last_name",
  "society",
  "law",
  "status",
  "id_clien_myaffil",
  "id_clien_mycoreg",
  "id_clien_leadmarket",
  "multi_droit",
  "haswebhook",
  "created_at",
  "last_login_at",
] as const;

/**
 * GET /api/members/csv?q=&status=&law=&platform=&multiDroit=&haswebhook=&sort=&dir=: the filtered
 * members of /Membreslist as CSV, in the list's order, for administrators (401 signed out, 403 otherwise).
 */
export function createMembersExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.membersExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const filter = memberFilterOf(new URL(request.url).searchParams);
    if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await membersForExport(ctx.db, filter);
    return csvResponse({
      filename: `membres-${new Date().toISOString().slice(0, 10)}.csv`,
      header: HEADER,
      rows: rows.map((m) => [
        m.id,
        m.email,
        m.firstName,
        m.lastName,
        m.society,
        m.law,
        m.status,
        m.idClienMyaffil ?? "",
        m.idClienMycoreg ?? "",
        m.idClienLeadmarket || "",
        m.multiDroit ? 1 : 0,
        m.haswebhook ? 1 : 0,
        m.createdAt.toISOString(),
        m.lastLoginAt?.toISOString() ?? "",
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
