import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext, type ApiContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { centsToDecimal } from "@/features/billing/invoices/server/money";
import { allClientRevenue, clientRevenueSchema } from "./client-revenue";
import { storedReports } from "./monthly-reports";
import { allPublisherPayments, paymentFilterSchema } from "./publisher-payments";
import { PLATFORM_NAMES, reportCsv, reportFileName, reportPdf } from "./report-files";

const noStore = { "cache-control": "private, no-store" };
type Opts = { db?: () => Promise<Db> };

/** The caller's context, or the 401/403 answer of the report area's policy. */
async function reportCaller(request: Request, opts: Opts): Promise<ApiContext | Response> {
  const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
  const refused = refusal(REST_POLICIES.reportDownload, ctx.caller);
  if (refused) return new Response(null, { status: refused === "UNAUTHENTICATED" ? 401 : 403, headers: noStore });
  return ctx;
}

/** GET /api/reports/monthly/<id>/pdf|csv: a generated monthly report as it was generated (report allow-list). */
export function createMonthlyReportFileHandler(kind: "pdf" | "csv", opts: Opts = {}) {
  return async function GET(request: Request, rawId: string): Promise<Response> {
    const ctx = await reportCaller(request, opts);
    if (ctx instanceof Response) return ctx;
    const id = Number(rawId);
    const [report] = Number.isSafeInteger(id) && id > 0 ? await storedReports(ctx.db, [id]) : [];
    if (!report) return new Response(null, { status: 404, headers: noStore });
    if (kind === "csv") return csvResponse({ filename: reportFileName(report, "csv"), ...reportCsv(report) });
    return new Response(new Uint8Array(await reportPdf(report)), {
      headers: {
        ...noStore,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${reportFileName(report, "pdf")}"`,
        "x-content-type-options": "nosniff",
      },
    });
  };
}

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const emptyToNull = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v === "" ? null : v]));

/** GET /api/reports/client-revenue/csv?from=&to=&platform=&search=&sort=&dir=: /report/CaClient as CSV. */
export function createClientRevenueCsvHandler(opts: Opts = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await reportCaller(request, opts);
    if (ctx instanceof Response) return ctx;
    const f = clientRevenueSchema.safeParse(emptyToNull(params(request.url)));
    if (!f.success) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await allClientRevenue(ctx.db, f.data);
    return csvResponse({
      filename: `ca-client-${f.data.from}-${f.data.to}`,
      header: [
        "plateforme",
        "client_id",
        "client",
        "factures",
        "ht",
        "avoirs_ht",
        "ca_net_ht",
        "ttc",
        "paye_ttc",
        "du_ttc",
      ],
      rows: rows.map((r) => [
        PLATFORM_NAMES[r.platform],
        r.clientId,
        r.name,
        r.invoices,
        centsToDecimal(r.htCents),
        centsToDecimal(r.creditedCents),
        centsToDecimal(r.netCents),
        centsToDecimal(r.ttcCents),
        centsToDecimal(r.paidCents),
        centsToDecimal(r.dueCents),
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}

/** GET /api/reports/payments/csv?platform=&status=&from=&to=&search=: /report/payments as CSV. */
export function createPublisherPaymentsCsvHandler(opts: Opts = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await reportCaller(request, opts);
    if (ctx instanceof Response) return ctx;
    const f = paymentFilterSchema.safeParse(emptyToNull(params(request.url)));
    if (!f.success) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const rows = await allPublisherPayments(ctx.db, f.data);
    return csvResponse({
      filename: `paiements-editeurs-${new Date().toISOString().slice(0, 10)}`,
      header: ["id", "plateforme", "editeur_id", "editeur", "mois", "montant_ht", "statut", "demande_le", "paye_le"],
      rows: rows.map((r) => [
        r.id,
        PLATFORM_NAMES[r.platform],
        r.publisherClientId,
        r.publisherName,
        r.month,
        centsToDecimal(r.amountCents),
        r.status,
        r.requestedAt.toISOString(),
        r.paidAt?.toISOString() ?? "",
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
