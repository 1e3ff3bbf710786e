import type { ApiModule } from "@/lib/api/module";
import { enumSdl } from "@/lib/api/enums";
import { requireCaller } from "@/lib/api/guards";
import { oneInvoice } from "@/features/billing/invoices/api";
import { correctInvoice } from "./server/correct";
import { retryDeposit } from "./server/retry";
import { EINVOICE_FILTERS, EINVOICE_STATUSES } from "./statuses";

/**
 * The e-invoicing slice of the auth API: an invoice's life on the approved platform (read with
 * the invoice lists, filtered there) and the corrective path of a rejected or refused invoice.
 * Its policies are in the authorization table (lib/access/policies/auth.ts: correctInvoice,
 * retryEinvoiceDeposit).
 */
export const eInvoicingModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    ${enumSdl("EinvoiceStatus", EINVOICE_STATUSES)}
    ${enumSdl("EinvoiceFilter", EINVOICE_FILTERS)}

    "An issued document's life on the approved e-invoicing platform (plateforme agréée)."
    type Einvoice {
      status: EinvoiceStatus!
      "Why the deposit has not gone through yet (administrators only)."
      last_error: String
      "Not on the platform and the queue has given up trying: an administrator may retry (administrators only)."
      stalled: Boolean!
      "What the platform reported, oldest first."
      events: [EinvoiceEvent!]!
    }

    type EinvoiceEvent {
      status: EinvoiceStatus!
      reason: String
      at: String!
    }

    extend type Invoice {
      "Its life on the e-invoicing platform; null when it was not deposited (issued before the reform)."
      einvoice: Einvoice
      "The invoice that replaces it, after the platform rejected it or its buyer refused it."
      replaced_by: String
      "The invoice it replaces."
      replaces_number: String
    }

    extend input InvoiceFilter {
      "Its status on the e-invoicing platform; none: not deposited (issued before 1 September 2026)."
      einvoice: EinvoiceFilter
    }

    type CorrectedInvoice {
      "The credit note that cancels what remained of the corrected invoice (none when nothing remained)."
      credit_note_number: String
      "The new invoice that replaces it."
      invoice: Invoice!
    }

    extend type Mutation {
      "Cancels an invoice the platform rejected or its buyer refused with a credit note, and issues its replacement."
      correctInvoice(id: Int!): CorrectedInvoice!
      "Deposits again an invoice whose deposit the queue gave up (the platform unreachable for too long)."
      retryEinvoiceDeposit(invoice_id: Int!): Invoice!
    }
  `,
  resolvers: {
    Mutation: {
      correctInvoice: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const r = await correctInvoice(ctx.db, args.id, { id: caller.id, ip: ctx.ip });
        return { credit_note_number: r.creditNote?.number ?? null, invoice: await oneInvoice(ctx.db, r.invoice.id) };
      },
      retryEinvoiceDeposit: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        await retryDeposit(ctx.db, args.invoice_id, { id: caller.id, ip: ctx.ip });
        return oneInvoice(ctx.db, args.invoice_id);
      },
    },
  },
};
