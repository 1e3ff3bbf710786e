import { z } from "zod";
import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { MG_FRAUD_REASONS } from "@/lib/domain/states";
import { calendarDay } from "@/lib/validation/myaffil-stats";
import { FRAUD_QUEUE_STATES, fraudQueueForExport } from "./fraud-queue";

const euros = (cents: number) => (cents / 100).toFixed(2);
const blank = (v: string | null) => (v ? v : undefined);
const filterSchema = z.object({
  state: z.enum(FRAUD_QUEUE_STATES).default("suspected"),
  reason: z.enum(MG_FRAUD_REASONS).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  search: z.string().max(100).optional(),
});

/**
 * GET /api/mongustave/fraud/csv?state=&reason=&from=&to=&search=: the fraud queue as the page filters
 * it (every page), for a marketplace administrator (401 signed out, 403 otherwise).
 */
export function createFraudCsvHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.mgFraudExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const p = new URL(request.url).searchParams;
    const f = filterSchema.safeParse({
      state: blank(p.get("state")),
      reason: blank(p.get("reason")),
      from: blank(p.get("from")),
      to: blank(p.get("to")),
      search: blank(p.get("search")),
    });
    if (!f.success) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await fraudQueueForExport(ctx.db, f.data);
    return csvResponse({
      filename: `fraude-mongustave-${f.data.state}-${new Date().toISOString().slice(0, 10)}`,
      header: [
        "lead_id",
        "date",
        "etat",
        "motifs",
        "produit",
        "source",
        "prenom",
        "nom",
        "email",
        "telephone",
        "code_postal",
        "ville",
        "ip",
        "appareil",
        "clients",
        "vendu_ht",
        "revu_le",
        "revu_par",
        "note",
      ],
      rows: rows.map(({ lead: l, reviewedByName, clients, soldCents }) => [
        l.id,
        l.createdAt,
        l.fraudState,
        l.fraudReasons.join(" "),
        l.product,
        l.source,
        l.firstname,
        l.lastname,
        l.email,
        l.phone,
        l.postcode,
        l.city,
        l.ip,
        l.deviceId,
        clients,
        euros(soldCents),
        l.reviewedAt,
        reviewedByName,
        l.reviewNote,
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
