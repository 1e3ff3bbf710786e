import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { clientAdvances } from "./server/advances";
import { clientRevenue, clientRevenueSchema } from "./server/client-revenue";
import { liveFigures, type MonthFigures } from "./server/figures";
import { generateMonthlyReport, listMonthlyReports, reportTotals, type StoredReport } from "./server/monthly-reports";
import { MONTH_RE, monthsBetween } from "./server/period";
import { platformClients } from "./server/platform-clients";
import { listPublisherPayments, paymentFilterSchema } from "./server/publisher-payments";

const figureOut = (f: MonthFigures) => ({
  month: f.month,
  platform: f.platform,
  revenue_cents: f.revenueCents,
  cost_cents: f.costCents,
  margin_cents: f.marginCents,
  invoiced_cents: f.invoicedCents,
  credited_cents: f.creditedCents,
  collected_cents: f.collectedCents,
  paid_out_cents: f.paidOutCents,
  validated: f.validated,
  has_cost_data: f.hasCostData,
});

const reportOut = (r: StoredReport) => {
  const t = reportTotals(r.lines);
  return {
    id: r.id,
    month: r.month,
    generated_at: r.generatedAt.toISOString(),
    generated_by: r.generatedBy,
    revenue_cents: t.revenueCents,
    cost_cents: t.costCents,
    margin_cents: t.marginCents,
    lines: r.lines.map(figureOut),
  };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const page = (p: number | null | undefined) =>
  z
    .number()
    .int()
    .min(1)
    .max(100_000)
    .catch(1)
    .parse(p ?? 1);

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw ?? {});
  if (!r.success) throw badInput("Invalid filter", { [String(r.error.issues[0]?.path[0] ?? "filter")]: "invalid" });
  return r.data;
}

/**
 * The report area (/report and below, issue 12): the monthly report (live figures, generated
 * reports), the per-platform reports, publisher payments, revenue per client and a client's advances.
 * Reads need the report allow-list (REPORT), generating a report a full administrator on it (REPORT_AD).
 */
export const reportsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    "One platform's month, HT cents (collected: TTC of invoice payments; validated prepayments for market)."
    type MonthFigure {
      "YYYY-MM."
      month: String!
      platform: BillingPlatform!
      revenue_cents: Float!
      cost_cents: Float!
      margin_cents: Float!
      invoiced_cents: Float!
      credited_cents: Float!
      collected_cents: Float!
      paid_out_cents: Float!
      "MyAffil and MyCoreg: the month is validated (an open month counts no revenue or cost yet)."
      validated: Boolean!
      "False where the platform records no cost yet (Mon Gustave)."
      has_cost_data: Boolean!
    }

    "A generated monthly report: its figures as they were when generated."
    type MonthlyReport {
      id: Int!
      month: String!
      generated_at: String!
      generated_by: String
      revenue_cents: Float!
      cost_cents: Float!
      margin_cents: Float!
      lines: [MonthFigure!]!
    }

    type MonthlyReportPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [MonthlyReport!]!
    }

    type PlatformClient {
      client_id: Int!
      name: String!
      side: MonthSide!
      valid_leads: Int
      amount_cents: Float!
      credited_cents: Float!
    }

    type PlatformClientPage {
      rows: [PlatformClient!]!
      total: Int!
      page: Int!
      revenue_cents: Float!
      cost_cents: Float!
    }

    input PublisherPaymentFilter {
      platform: String
      status: String
      from: String
      to: String
      search: String
    }

    type PublisherPaymentRow {
      id: Int!
      platform: MonthPlatform!
      publisher_client_id: Int!
      publisher_name: String!
      month: String
      amount_cents: Float!
      status: String!
      requested_at: String!
      paid_at: String
    }

    type PublisherPaymentPage {
      rows: [PublisherPaymentRow!]!
      total: Int!
      page: Int!
      waiting_cents: Float!
      paid_cents: Float!
    }

    input ClientRevenueFilter {
      from: String!
      to: String!
      platform: String
      search: String
      "name, platform, invoices, net, paid or due."
      sort: String
      "asc or desc."
      dir: String
    }

    type ClientRevenueRow {
      platform: BillingPlatform!
      client_id: Int!
      name: String!
      invoices: Int!
      ht_cents: Float!
      credited_cents: Float!
      net_cents: Float!
      ttc_cents: Float!
      paid_cents: Float!
      due_cents: Float!
      advances_path: String
    }

    type ClientRevenuePage {
      rows: [ClientRevenueRow!]!
      total: Int!
      page: Int!
      net_cents: Float!
      paid_cents: Float!
      due_cents: Float!
    }

    type AdvanceClient {
      user_id: Int!
      name: String!
      id_perf: Int!
      id_coreg: Int!
      id_market: Int!
    }

    type AdvanceInvoice {
      id: Int!
      number: String!
      platform: BillingPlatform!
      issue_date: String!
      ttc_cents: Float!
      credited_cents: Float!
      settled_cents: Float!
      remaining_cents: Float!
      state: InvoiceState!
      from_prepayment: Boolean!
    }

    type AdvanceTotals {
      ttc_cents: Float!
      credited_cents: Float!
      settled_cents: Float!
      remaining_cents: Float!
    }

    type AdvanceBalance {
      prepaid_cents: Float!
      spent_cents: Float!
      refunded_cents: Float!
      promo_cents: Float!
      adjustment_cents: Float!
      balance_cents: Float!
    }

    type AdvancePrepayment {
      id: Int!
      amount_cents: Float!
      method: String!
      reference: String
      decided_at: String
      invoice_number: String
    }

    type ClientAdvances {
      client: AdvanceClient!
      invoices: [AdvanceInvoice!]!
      total: Int!
      page: Int!
      totals: AdvanceTotals!
      advance: AdvanceBalance!
      prepayments: [AdvancePrepayment!]!
    }

    extend type Query {
      "Live figures of every platform per month of [from, to] (YYYY-MM, at most 36 months)."
      monthlyFigures(from: String!, to: String!): [MonthFigure!]!
      "Generated monthly reports, newest first, 10 per page."
      monthlyReports(page: Int): MonthlyReportPage!
      "One platform's month per client (rapport, rapportCoreg, rapportMongustave), 10 per page."
      platformClients(platform: BillingPlatform!, month: String!, page: Int): PlatformClientPage!
      "Publisher payments (/report/payments), 10 per page."
      publisherPayments(filter: PublisherPaymentFilter, page: Int): PublisherPaymentPage!
      "Revenue per client over a period (/report/CaClient), 10 per page."
      clientRevenue(filter: ClientRevenueFilter!, page: Int): ClientRevenuePage!
      "A client's invoices, what was applied against them and its marketplace advances (null: unknown client)."
      clientAdvances(client: Int!, id_perf: Int!, id_coreg: Int!, page: Int): ClientAdvances
    }

    extend type Mutation {
      "Generates (stores) the report of a month, YYYY-MM: its figures are frozen as generated."
      generateMonthlyReport(month: String!): MonthlyReport!
    }
  `,
  resolvers: {
    Query: {
      monthlyFigures: async (_, args, ctx) => {
        if (!MONTH_RE.test(args.from) || !MONTH_RE.test(args.to) || args.from > args.to)
          throw badInput("Invalid period", { from: "invalid" });
        if (monthsBetween(args.from, args.to, 37).length > 36) throw badInput("Period too long", { from: "too_long" });
        return (await liveFigures(ctx.db, args.from, args.to)).map(figureOut);
      },
      monthlyReports: async (_, args, ctx) => {
        const r = await listMonthlyReports(ctx.db, page(args.page));
        return { total: r.total, page: r.page, pageSize: r.pageSize, items: r.reports.map(reportOut) };
      },
      platformClients: async (_, args, ctx) => {
        if (!MONTH_RE.test(args.month)) throw badInput("Invalid month", { month: "invalid" });
        const r = await platformClients(ctx.db, args.platform, args.month, page(args.page));
        return {
          total: r.total,
          page: r.page,
          revenue_cents: r.revenueCents,
          cost_cents: r.costCents,
          rows: r.rows.map((x) => ({
            client_id: x.clientId,
            name: x.name,
            side: x.side,
            valid_leads: x.validLeads,
            amount_cents: x.amountCents,
            credited_cents: x.creditedCents,
          })),
        };
      },
      publisherPayments: async (_, args, ctx) => {
        const f = parse(paymentFilterSchema, args.filter);
        const r = await listPublisherPayments(ctx.db, f, page(args.page));
        return {
          total: r.total,
          page: r.page,
          waiting_cents: r.waitingCents,
          paid_cents: r.paidCents,
          rows: r.rows.map((x) => ({
            id: x.id,
            platform: x.platform,
            publisher_client_id: x.publisherClientId,
            publisher_name: x.publisherName,
            month: x.month,
            amount_cents: x.amountCents,
            status: x.status,
            requested_at: x.requestedAt.toISOString(),
            paid_at: iso(x.paidAt),
          })),
        };
      },
      clientRevenue: async (_, args, ctx) => {
        const f = parse(clientRevenueSchema, args.filter);
        if (f.from > f.to) throw badInput("Invalid period", { from: "invalid" });
        const r = await clientRevenue(ctx.db, f, page(args.page));
        return {
          total: r.total,
          page: r.page,
          net_cents: r.netCents,
          paid_cents: r.paidCents,
          due_cents: r.dueCents,
          rows: r.rows.map((x) => ({
            platform: x.platform,
            client_id: x.clientId,
            name: x.name,
            invoices: x.invoices,
            ht_cents: x.htCents,
            credited_cents: x.creditedCents,
            net_cents: x.netCents,
            ttc_cents: x.ttcCents,
            paid_cents: x.paidCents,
            due_cents: x.dueCents,
            advances_path: x.advancesPath,
          })),
        };
      },
      clientAdvances: async (_, args, ctx) => {
        const ids = [args.client, args.id_perf, args.id_coreg];
        if (ids.some((n) => n < 0)) throw badInput("Invalid client", { client: "invalid" });
        const r = await clientAdvances(ctx.db, {
          userId: args.client,
          idPerf: args.id_perf,
          idCoreg: args.id_coreg,
          page: page(args.page),
        });
        if (!r) return null;
        return {
          client: {
            user_id: r.client.userId,
            name: r.client.name,
            id_perf: r.client.idPerf,
            id_coreg: r.client.idCoreg,
            id_market: r.client.idMarket,
          },
          total: r.total,
          page: r.page,
          totals: {
            ttc_cents: r.totals.ttcCents,
            credited_cents: r.totals.creditedCents,
            settled_cents: r.totals.settledCents,
            remaining_cents: r.totals.remainingCents,
          },
          advance: {
            prepaid_cents: r.advance.prepaidCents,
            spent_cents: r.advance.spentCents,
            refunded_cents: r.advance.refundedCents,
            promo_cents: r.advance.promoCents,
            adjustment_cents: r.advance.adjustmentCents,
            balance_cents: r.advance.balanceCents,
          },
          invoices: r.invoices.map((i) => ({
            id: i.id,
            number: i.number,
            platform: i.platform,
            issue_date: i.issueDate,
            ttc_cents: i.ttcCents,
            credited_cents: i.creditedCents,
            settled_cents: i.settledCents,
            remaining_cents: i.remainingCents,
            state: i.state,
            from_prepayment: i.fromPrepayment,
          })),
          prepayments: r.prepayments.map((p) => ({
            id: p.id,
            amount_cents: p.amountCents,
            method: p.method,
            reference: p.reference,
            decided_at: iso(p.decidedAt),
            invoice_number: p.invoiceNumber,
          })),
        };
      },
    },
    Mutation: {
      generateMonthlyReport: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        return reportOut(await generateMonthlyReport(ctx.db, args.month, { id: caller.id, ip: ctx.ip }));
      },
    },
  },
};
