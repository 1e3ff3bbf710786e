import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import {
  CONTACT_FILTER_KEYS,
  contactFilterSchema,
  filterOf,
  SUPPRESSION_FILTER_KEYS,
  suppressionFilterSchema,
} from "./filters";
import { contactsForExport } from "./stock";
import { suppressionsForExport } from "./suppression";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Weedo data's CSV exports, for administrators (401 signed out, 403 otherwise), with the same
 * filters as their pages: GET /api/data/contacts/csv (vuestock) and /api/data/suppressions/csv
 * (contactsDesabonnes: the suppression list a sending tool imports).
 */
export function createDataExportHandler(kind: "contacts" | "suppressions", opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.dataExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const params = new URL(request.url).searchParams;
    if (kind === "contacts") {
      const filter = filterOf(contactFilterSchema, CONTACT_FILTER_KEYS, params);
      if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
      const rows = await contactsForExport(ctx.db, filter);
      return csvResponse({
        filename: `stock-contacts-${today()}.csv`,
        header: ["email", "source", "theme", "state", "consent_at", "consent_text", "confirmed_at", "last_activity_at"],
        rows: rows.map((c) => [
          c.email,
          c.source,
          c.theme,
          c.state,
          c.consentAt,
          c.consentText,
          c.confirmedAt,
          c.lastActivityAt,
        ]),
        headers: { "x-row-count": String(rows.length) },
      });
    }
    const filter = filterOf(suppressionFilterSchema, SUPPRESSION_FILTER_KEYS, params);
    if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await suppressionsForExport(ctx.db, filter);
    return csvResponse({
      filename: `desabonnes-${today()}.csv`,
      header: ["email", "source", "theme", "channel", "unsubscribed_at"],
      rows: rows.map((s) => [s.email, s.source, s.theme, s.channel, s.createdAt]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
