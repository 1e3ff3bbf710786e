import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { creditNotes, invoices } from "@/lib/db/schema";
import { EINVOICE_FILTERS, lifecycleOut } from "@/features/billing/e-invoicing";
import { BILLING_PLATFORMS, CREDIT_NOTE_REASONS, INVOICE_DISPLAY_STATES, INVOICE_SOURCES } from "@/lib/domain/states";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { issueCreditNote } from "./server/credit-notes";
import { generateMonthInvoices, generatePrepaymentInvoice } from "./server/generate";
import { invoiceableMonths } from "./server/invoiceable";
import { recordPayment } from "./server/payment";
import { invoiceDetail, listCreditNotes, listInvoices, type InvoiceRow } from "./server/queries";
import { ownerScope } from "./server/scope";
import { notFound } from "./server/errors";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const filterSchema = z.object({
  platforms: z.array(z.enum(BILLING_PLATFORMS)).max(4).nullish(),
  state: z.enum(INVOICE_DISPLAY_STATES).nullish(),
  from: DATE.nullish(),
  to: DATE.nullish(),
  clientId: z.number().int().nullish(),
  search: z.string().max(100).nullish(),
  source: z.enum(INVOICE_SOURCES).nullish(),
  einvoice: z.enum(EINVOICE_FILTERS).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
});

function parseFilter(raw: unknown) {
  const r = filterSchema.safeParse(raw ?? {});
  if (!r.success) throw badInput("Invalid filter", { filter: "invalid" });
  return r.data;
}

const invoiceOut = (r: InvoiceRow, admin = true) => ({
  id: r.id,
  number: r.number,
  platform: r.platform,
  client_id: r.clientId,
  buyer_name: r.buyerName,
  issue_date: r.issueDate,
  due_date: r.dueDate,
  ht_cents: r.htCents,
  vat_cents: r.vatCents,
  amount_cents: r.amountCents,
  credited_cents: r.creditedCents,
  prepaid_cents: r.prepaidCents,
  due_cents: r.dueCents,
  state: r.state,
  paid_at: iso(r.paidAt),
  payment_reference: r.paymentReference,
  einvoice: lifecycleOut(r.einvoice, admin),
  replaced_by: r.replacedBy,
  replaces_number: r.replacesNumber,
  credit_notes: r.creditNotes.map((n) => ({
    id: n.id,
    number: n.number,
    reason: n.reason,
    comment: n.comment,
    amount_cents: n.amountCents,
    issued_at: n.issuedAt.toISOString(),
  })),
});

/**
 * Advertiser invoices and credit notes (/FactureAnnonceur, /report/factures*, /report/facturesAvoir).
 * Ownership is in the where-clause (ownerScope): an advertiser's filter is always ANDed with its own
 * client ids, so another client's invoice reads as not found.
 */
export const invoicesModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    input InvoiceFilter {
      platforms: [BillingPlatform!]
      state: InvoiceState
      "Issue dates, YYYY-MM-DD, inclusive."
      from: String
      to: String
      client_id: Int
      "Number or client name."
      search: String
      source: InvoiceSource
      page: Int
    }

    type Invoice {
      id: Int!
      number: String!
      platform: BillingPlatform!
      client_id: Int!
      buyer_name: String!
      issue_date: String!
      due_date: String!
      ht_cents: Float!
      vat_cents: Float!
      "TTC."
      amount_cents: Float!
      "TTC of its credit notes."
      credited_cents: Float!
      "TTC of the factures d'acompte a month's final invoice deducts (BT-113)."
      prepaid_cents: Float!
      "What it still asks for: TTC less its credit notes, the acomptes it deducts and the payments received."
      due_cents: Float!
      state: InvoiceState!
      paid_at: String
      payment_reference: String
      "The credit notes that correct it, oldest first (each with its PDF at /api/credit-notes/<id>/pdf)."
      credit_notes: [InvoiceCreditNote!]!
    }

    type InvoiceCreditNote {
      id: Int!
      number: String!
      reason: CreditNoteReason!
      comment: String!
      "TTC."
      amount_cents: Float!
      issued_at: String!
    }

    type InvoiceTotals {
      count: Int!
      ht_cents: Float!
      vat_cents: Float!
      amount_cents: Float!
      "What the invoices still ask for: TTC less credit notes and payments."
      due_cents: Float!
      credited_cents: Float!
    }

    type InvoicePage {
      rows: [Invoice!]!
      total: Int!
      page: Int!
      totals: InvoiceTotals!
    }

    type InvoiceLine {
      position: Int!
      label: String!
      quantity: Int!
      unit_price_cents: Float!
      ht_cents: Float!
      vat_cents: Float!
    }

    type CreditNote {
      id: Int!
      number: String!
      platform: BillingPlatform!
      invoice_id: Int!
      invoice_number: String!
      buyer_name: String!
      client_id: Int!
      reason: CreditNoteReason!
      comment: String!
      ht_cents: Float!
      vat_cents: Float!
      amount_cents: Float!
      issued_at: String!
    }

    type CreditNotePage {
      rows: [CreditNote!]!
      total: Int!
      page: Int!
      amount_cents: Float!
    }

    type InvoiceDetail {
      invoice: Invoice!
      lines: [InvoiceLine!]!
      credit_notes: [CreditNote!]!
    }

    type InvoiceableMonth {
      platform: MonthPlatform!
      month: String!
      "Advertiser clients with a positive total that month."
      clients: Int!
      "Of which already invoiced."
      invoiced: Int!
    }

    type GeneratedInvoices {
      issued: [Invoice!]!
      "Clients already invoiced for that month."
      skipped: Int!
    }

    extend type Query {
      "The caller's own invoices of every platform (an advertiser)."
      myInvoices(filter: InvoiceFilter): InvoicePage!
      "Every client's invoices (report area)."
      invoices(filter: InvoiceFilter): InvoicePage!
      "One invoice with its lines and credit notes (its owner or an administrator)."
      invoice(id: Int!): InvoiceDetail!
      "Credit notes (report area)."
      creditNotes(filter: InvoiceFilter): CreditNotePage!
      "Validated months of a platform and how many of their advertisers are invoiced."
      invoiceableMonths(platform: MonthPlatform!): [InvoiceableMonth!]!
    }

    extend type Mutation {
      "Issues the invoices of a validated month (advertiser side); already invoiced clients are skipped."
      generateMonthInvoices(platform: MonthPlatform!, month: String!): GeneratedInvoices!
      "Issues the Weedo market invoice of a validated prepayment."
      generatePrepaymentInvoice(prepayment_id: Int!): Invoice!
      "Records an invoice's payment (receiving → paid)."
      recordInvoicePayment(id: Int!, reference: String!): Invoice!
      "Issues a credit note on an invoice: ht_cents of it, or all that remains when null."
      issueCreditNote(invoice_id: Int!, ht_cents: Int, reason: CreditNoteReason!, comment: String!): CreditNote!
    }
  `,
  resolvers: {
    Query: {
      myInvoices: async (_, args, ctx) => {
        const scope = ownerScope(requireCaller(ctx));
        const f = parseFilter(args.filter && { ...args.filter, clientId: args.filter.client_id });
        if (scope === null) return { rows: [], total: 0, page: 1, totals: emptyTotals };
        const r = await listInvoices(ctx.db, f, scope);
        return { ...r, rows: r.rows.map((row) => invoiceOut(row, false)), totals: totalsOut(r.totals) };
      },
      invoices: async (_, args, ctx) => {
        const f = parseFilter(args.filter && { ...args.filter, clientId: args.filter.client_id });
        const r = await listInvoices(ctx.db, f, undefined);
        return { ...r, rows: r.rows.map((row) => invoiceOut(row)), totals: totalsOut(r.totals) };
      },
      invoice: async (_, args, ctx) => {
        const scope = ownerScope(requireCaller(ctx));
        if (scope === null) throw notFound();
        const d = await invoiceDetail(ctx.db, args.id, scope);
        if (!d) throw notFound();
        return {
          invoice: await oneInvoice(ctx.db, d.id, scope === undefined),
          lines: d.lines.map((l) => ({
            position: l.position,
            label: l.label,
            quantity: l.quantity,
            unit_price_cents: l.unitPriceCents,
            ht_cents: l.htCents,
            vat_cents: l.vatCents,
          })),
          credit_notes: d.creditNotes.map((n) =>
            noteOut({ ...n, invoiceNumber: d.number, buyerName: d.buyerName, clientId: d.clientId }),
          ),
        };
      },
      creditNotes: async (_, args, ctx) => {
        const f = parseFilter(args.filter);
        const r = await listCreditNotes(ctx.db, f, undefined);
        return { rows: r.rows.map(noteOut), total: r.total, page: r.page, amount_cents: r.totals.amountCents };
      },
      invoiceableMonths: (_, args, ctx) => invoiceableMonths(ctx.db, args.platform),
    },
    Mutation: {
      generateMonthInvoices: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const r = await generateMonthInvoices(
          ctx.db,
          { platform: args.platform, month: args.month },
          { id: caller.id, ip: ctx.ip },
        );
        const page = r.issued.length
          ? await listInvoices(ctx.db, { page: 1 }, inIds(r.issued.map((i) => i.id)))
          : { rows: [] as InvoiceRow[] };
        return { issued: page.rows.map((row) => invoiceOut(row)), skipped: r.skipped.length };
      },
      generatePrepaymentInvoice: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const inv = await generatePrepaymentInvoice(ctx.db, args.prepayment_id, { id: caller.id, ip: ctx.ip });
        return oneInvoice(ctx.db, inv.id);
      },
      recordInvoicePayment: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (args.reference.length > 200) throw badInput("Invalid reference", { reference: "invalid" });
        const r = await recordPayment(
          ctx.db,
          { invoiceId: args.id, reference: args.reference },
          { id: caller.id, ip: ctx.ip },
        );
        return oneInvoice(ctx.db, r.id);
      },
      issueCreditNote: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (args.comment.length > 500) throw badInput("Invalid comment", { comment: "invalid" });
        // A correction credit note comes with its replacement invoice: correctInvoice issues both.
        if (args.reason === "correction") throw badInput("Invalid reason", { reason: "invalid" });
        const n = await issueCreditNote(
          ctx.db,
          { invoiceId: args.invoice_id, htCents: args.ht_cents ?? null, reason: args.reason, comment: args.comment },
          { id: caller.id, ip: ctx.ip },
        );
        const page = await listCreditNotes(ctx.db, {}, noteIds([n.id]));
        return noteOut(page.rows[0]!);
      },
    },
  },
};

const emptyTotals = { count: 0, ht_cents: 0, vat_cents: 0, amount_cents: 0, due_cents: 0, credited_cents: 0 };

function totalsOut(t: {
  count: number;
  htCents: number;
  vatCents: number;
  amountCents: number;
  dueCents: number;
  creditedCents: number;
}) {
  return {
    count: t.count,
    ht_cents: t.htCents,
    vat_cents: t.vatCents,
    amount_cents: t.amountCents,
    due_cents: t.dueCents,
    credited_cents: t.creditedCents,
  };
}

function noteOut(n: {
  id: number;
  number: string;
  platform: InvoiceRow["platform"];
  invoiceId: number;
  invoiceNumber: string;
  buyerName: string;
  clientId: number;
  reason: (typeof CREDIT_NOTE_REASONS)[number];
  comment: string;
  htCents: number;
  vatCents: number;
  amountCents: number;
  issuedAt: Date;
}) {
  return {
    id: n.id,
    number: n.number,
    platform: n.platform,
    invoice_id: n.invoiceId,
    invoice_number: n.invoiceNumber,
    buyer_name: n.buyerName,
    client_id: n.clientId,
    reason: n.reason,
    comment: n.comment,
    ht_cents: n.htCents,
    vat_cents: n.vatCents,
    amount_cents: n.amountCents,
    issued_at: n.issuedAt.toISOString(),
  };
}

const inIds = (ids: number[]) => inArray(invoices.id, ids);
const noteIds = (ids: number[]) => inArray(creditNotes.id, ids);

/** One invoice as the API answers it (its lifecycle's error details only to administrators). */
export async function oneInvoice(db: Db, id: number, admin = true) {
  const r = await listInvoices(db, {}, eq(invoices.id, id));
  if (!r.rows[0]) throw notFound();
  return invoiceOut(r.rows[0], admin);
}
