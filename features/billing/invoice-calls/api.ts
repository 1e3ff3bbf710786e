import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller, isAdmin } from "@/lib/api/guards";
import { currentBankVersion, maskedBank } from "@/features/identity/bank-details/server/save";
import { listInvoiceCalls, type InvoiceCallRow } from "./server/read";
import { acceptInvoice, payInvoiceCall, refuseInvoice, type Viewer } from "./server/workflow";
import type { ApiContext } from "@/lib/api/context";
import { enumSdl } from "@/lib/api/enums";
import { INVOICE_FORMATS, MATCH_FIELDS } from "@/features/billing/incoming-invoices";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function viewerOf(ctx: ApiContext): Viewer {
  const caller = requireCaller(ctx);
  return { id: caller.id, admin: isAdmin(caller), ip: ctx.ip };
}

const toGql = (c: InvoiceCallRow) => ({
  id: c.id,
  platform: c.platform,
  month: c.month,
  publisher_client_id: c.publisherClientId,
  publisher_user_id: c.publisherUserId,
  publisher_name: c.publisherName,
  amount_cents: c.amountCents,
  status: c.status,
  invoice_file_name: c.invoiceFileName,
  invoice_url: c.invoiceFileName ? `/api/invoice-calls/${c.id}/invoice` : null,
  invoice_uploaded_at: iso(c.invoiceUploadedAt),
  invoice_format: c.invoiceFormat,
  invoice_number: c.invoiceNumber,
  invoice_match: c.invoiceMatch,
  refusal_reason: c.refusalReason,
  decided_at: iso(c.decidedAt),
  paid_at: iso(c.paidAt),
  created_at: c.createdAt.toISOString(),
});

/** Publisher invoice calls (/AppelFactureEditeur): the publisher's own, and the administrators' review. */
export const invoiceCallsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type InvoiceCall {
      id: Int!
      platform: MonthPlatform!
      month: String!
      publisher_client_id: Int!
      publisher_user_id: Int!
      publisher_name: String!
      "HT cents owed for the validated month."
      amount_cents: Float!
      status: InvoiceCallStatus!
      invoice_file_name: String
      "Where the uploaded PDF is served (owner and administrators only)."
      invoice_url: String
      invoice_uploaded_at: String
      "How the invoice arrived: Factur-X, CII XML or a plain PDF (non-structured, accepted until 1 September 2027)."
      invoice_format: InvoiceFormat
      "The supplier's invoice number (BT-1), read from a structured invoice."
      invoice_number: String
      "A structured invoice compared with the call, field by field."
      invoice_match: InvoiceMatch
      refusal_reason: String
      decided_at: String
      paid_at: String
      created_at: String!
    }

    ${enumSdl("InvoiceFormat", INVOICE_FORMATS)}
    ${enumSdl("InvoiceMatchField", MATCH_FIELDS)}

    type InvoiceMatch {
      ok: Boolean!
      number: String!
      fields: [InvoiceMatchLine!]!
    }

    type InvoiceMatchLine {
      field: InvoiceMatchField!
      "What the portal expects (empty when it has nothing to compare with)."
      expected: String!
      found: String!
      ok: Boolean!
    }

    "A publisher's current bank details, codes masked to their last four characters."
    type PublisherBank {
      kind: BankDetailsKind!
      account_owner: String!
      bank_name: String!
      rib: String
      iban: String
      swift: String
      vat_number: String
    }

    type PublisherSummary {
      user_id: Int!
      name: String!
      email: String!
      bank: PublisherBank
    }

    extend type Query {
      "The calling publisher's invoice calls, newest month first."
      myInvoiceCalls: [InvoiceCall!]!
      "One publisher's invoice calls (the admin URL's id_utilisateur and id_editeur)."
      publisherInvoiceCalls(user_id: Int!, client_id: Int!): [InvoiceCall!]!
      "Who the publisher is and where a payment would go now."
      publisherSummary(user_id: Int!): PublisherSummary
    }

    extend type Mutation {
      acceptInvoiceCall(id: Int!): Boolean!
      refuseInvoiceCall(id: Int!, reason: String!): Boolean!
      "Records the payment of an accepted call to the publisher's current bank details."
      payInvoiceCall(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      myInvoiceCalls: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        // Always the caller's own, even for an administrator's session.
        return (await listInvoiceCalls(ctx.db, { id: caller.id, admin: false }, {})).map(toGql);
      },
      publisherInvoiceCalls: async (_, args, ctx) =>
        (await listInvoiceCalls(ctx.db, viewerOf(ctx), { userId: args.user_id, clientId: args.client_id })).map(toGql),
      publisherSummary: async (_, args, ctx) => {
        const [u] = await ctx.db
          .select({
            id: users.id,
            society: users.society,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(eq(users.id, args.user_id));
        if (!u) return null;
        const bank = await currentBankVersion(ctx.db, u.id);
        const m = bank ? maskedBank(bank) : null;
        return {
          user_id: u.id,
          name: u.society || `${u.first} ${u.last.toUpperCase()}`,
          email: u.email,
          bank: m && {
            kind: m.kind,
            account_owner: m.accountOwner,
            bank_name: m.bankName,
            rib: m.rib,
            iban: m.iban,
            swift: m.swift,
            vat_number: m.vatNumber,
          },
        };
      },
    },
    Mutation: {
      acceptInvoiceCall: async (_, args, ctx) => {
        await acceptInvoice(ctx.db, viewerOf(ctx), args.id);
        return true;
      },
      refuseInvoiceCall: async (_, args, ctx) => {
        await refuseInvoice(ctx.db, viewerOf(ctx), args.id, args.reason);
        return true;
      },
      payInvoiceCall: async (_, args, ctx) => {
        await payInvoiceCall(ctx.db, viewerOf(ctx), args.id);
        return true;
      },
    },
  },
};
