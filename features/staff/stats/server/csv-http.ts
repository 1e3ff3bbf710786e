import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { ltvClientsForExport } from "./ltv";
import { teletechCallsForExport, teletechScopeOf } from "./teletech";
import { teletechFilterOf } from "./teletech-filter";

const today = () => new Date().toISOString().slice(0, 10);
const COHORT = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Cents as euros with two decimals, the way spreadsheets read them. */
const euros = (cents: number) => (cents / 100).toFixed(2);

/** GET /api/stats/ltv/csv?cohort=: the clients' lifetime figures (the restricted staff; 401 / 403 otherwise). */
export function createLtvExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.ltvExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const cohort = new URL(request.url).searchParams.get("cohort") ?? "";
    if (cohort && !COHORT.test(cohort)) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await ltvClientsForExport(ctx.db, cohort || null);
    return csvResponse({
      filename: `ltv-${cohort || "clients"}-${today()}.csv`,
      header: ["cohort", "user_id", "society", "name", "revenue_eur", "margin_eur", "months_active"],
      rows: rows.map((r) => [
        r.cohort,
        r.userId,
        r.society,
        r.name,
        euros(r.revenueCents),
        euros(r.marginCents),
        r.monthsActive,
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}

/**
 * GET /api/stats/teletech/csv?outcome=&campaign=&lead=&from=&to=: the filtered calls (the same filters
 * as /TeletechLeads); the listed publisher gets only its own leads' calls.
 */
export function createTeletechExportHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.teletechExport, ctx.caller);
    if (refused || !ctx.caller)
      return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const filter = teletechFilterOf(new URL(request.url).searchParams);
    if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await teletechCallsForExport(ctx.db, teletechScopeOf(ctx.caller), filter);
    return csvResponse({
      filename: `teletech-${today()}.csv`,
      header: ["called_at", "lead_id", "email", "phone", "campaign_id", "campaign", "outcome", "agent", "note"],
      rows: rows.map((r) => [
        r.calledAt,
        r.leadId,
        r.leadEmail ?? "",
        r.leadPhone ?? "",
        r.campaignId,
        r.campaignName,
        r.outcome,
        r.agent,
        r.note,
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
