import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal, type Policy } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { mgExtractForExport } from "./advertiser-extract";
import { mgFilterOfSearch } from "./advertiser-filter";
import type { MgFigures } from "./advertiser-figures";
import { mgAdvertiserStats, type MgStatsFilter } from "./advertiser-stats";

type Opts = { db?: () => Promise<Db> };

/** Cents as euros with two decimals, the way spreadsheets read them. */
const euros = (cents: number) => (cents / 100).toFixed(2);
const figureCells = (f: MgFigures) => [
  f.delivered,
  f.settled,
  f.accepted,
  f.refused,
  f.failed,
  f.acceptanceRate.toFixed(4),
  euros(f.spendCents),
];
const suffix = (f: MgStatsFilter) => `${f.from}_${f.to}${f.product ? `-${f.product}` : ""}`;

/** The caller and the filter of an export, or the answer that refuses it (401, 403, 400). */
async function prepare(
  request: Request,
  policy: Policy,
  opts: Opts,
): Promise<{ db: Db; clientId: number; filter: MgStatsFilter } | Response> {
  const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
  const refused = refusal(policy, ctx.caller);
  if (refused || !ctx.caller)
    return Response.json({ code: refused ?? "UNAUTHENTICATED" }, { status: refused === "FORBIDDEN" ? 403 : 401 });
  const filter = mgFilterOfSearch(new URL(request.url).searchParams);
  if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
  // The caller's own rows only: its id is the client_id of the where-clauses.
  return { db: ctx.db, clientId: ctx.caller.id, filter };
}

/**
 * GET /api/mongustave/annonceur/statistiques/csv?from=&to=&product=: the signed-in advertiser's own
 * figures by day, product and web service, then the totals (law an; 401 / 403 otherwise).
 */
export function createMgStatsExportHandler(opts: Opts = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ready = await prepare(request, REST_POLICIES.mgAdvertiserStatsExport, opts);
    if (ready instanceof Response) return ready;
    const { db, clientId, filter } = ready;
    const s = await mgAdvertiserStats(db, clientId, filter);
    const rows = [
      ...s.byDay.map((r) => ["day", r.day, r.day, ...figureCells(r)]),
      ...s.byProduct.map((r) => ["product", r.product, r.product, ...figureCells(r)]),
      ...s.byWebService.map((r) => ["web_service", r.webServiceId, r.name, ...figureCells(r)]),
      ["total", "", "", ...figureCells(s.totals)],
    ];
    return csvResponse({
      filename: `mongustave-statistiques-${suffix(filter)}.csv`,
      header: [
        "dimension",
        "key",
        "label",
        "delivered",
        "settled",
        "accepted",
        "refused",
        "failed",
        "acceptance_rate",
        "spend_eur",
      ],
      rows,
      headers: { "x-row-count": String(rows.length) },
    });
  };
}

/**
 * GET /api/mongustave/annonceur/extract-mer/csv?from=&to=&product=: the leads the advertiser bought
 * (personal data): only for the extractMer ids, as the page's route; its own leads only.
 */
export function createMgExtractExportHandler(opts: Opts = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ready = await prepare(request, REST_POLICIES.mgExtractMerExport, opts);
    if (ready instanceof Response) return ready;
    const { db, clientId, filter } = ready;
    const rows = await mgExtractForExport(db, clientId, filter);
    return csvResponse({
      filename: `extract-mer-${suffix(filter)}.csv`,
      header: [
        "bought_at",
        "lead_id",
        "firstname",
        "lastname",
        "email",
        "phone",
        "postcode",
        "city",
        "product",
        "web_service",
        "price_eur",
      ],
      rows: rows.map((r) => [
        r.boughtAt,
        r.leadId,
        r.firstname,
        r.lastname,
        r.email,
        r.phone,
        r.postcode,
        r.city ?? "",
        r.product,
        r.webServiceName,
        euros(r.priceCents),
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
