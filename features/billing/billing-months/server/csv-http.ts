import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { centsToDecimal } from "@/components/data/format";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { isMonthPlatform } from "./month";
import { monthReview } from "./review";

/**
 * GET /api/stats-valides/csv?platform=perf|coreg&month=YYYY-MM: a month's lines, both sides, with
 * amounts in euros (dot decimals, HT), for the accountant. Administrators only.
 */
export function createMonthCsvHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function csv(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, await opts.db?.());
    const refused = refusal(REST_POLICIES.validatedStatsCsv, ctx.caller);
    if (refused) return new Response(null, { status: refused === "FORBIDDEN" ? 403 : 401 });
    const url = new URL(request.url);
    const platform = url.searchParams.get("platform") ?? "";
    const month = url.searchParams.get("month") ?? "";
    if (!isMonthPlatform(platform) || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
      return new Response(null, { status: 400 });
    const m = await monthReview(ctx.db, { platform, month });
    return csvResponse({
      filename: `stats-valides-${platform}-${month}`,
      header: [
        "platform",
        "month",
        "status",
        "side",
        "client_id",
        "client",
        "program_id",
        "program",
        "leads",
        "valid_leads",
        "amount_ht_eur",
        "adjustment_ht_eur",
        "adjustment_reason",
        "total_ht_eur",
      ],
      rows: m.lines.map((l) => [
        platform,
        m.month,
        m.status,
        l.side,
        l.clientId,
        l.clientName,
        l.programId,
        l.programName,
        l.leads,
        l.validLeads,
        centsToDecimal(l.amountCents),
        centsToDecimal(l.adjustmentCents),
        l.adjustmentReason,
        centsToDecimal(l.totalCents),
      ]),
    });
  };
}
