import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { enumSdl } from "@/lib/api/enums";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { env } from "@/lib/config/env";
import { INBOX_STATUSES } from "./formats";
import { refileInbox } from "./server/inbox";
import { listInbox } from "./server/inbox-list";

const filterSchema = z.object({
  status: z.enum(INBOX_STATUSES).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
});

/**
 * The invoices suppliers sent us through the approved platform (/report/payments): how each was
 * filed, and filing again one that could not be. Policies in lib/access/policies/auth.ts.
 */
export const incomingInvoicesModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    ${enumSdl("InboxStatus", INBOX_STATUSES)}

    "An invoice a supplier addressed to us through the approved e-invoicing platform."
    type IncomingEinvoice {
      id: Int!
      received_at: String!
      filename: String!
      "Null when it could not be read."
      format: InvoiceFormat
      number: String
      "The seller's SIREN (BT-30), which finds the publisher."
      seller_siren: String
      ht_cents: Float
      status: InboxStatus!
      "Why it was not filed."
      reason: String
      "The publisher account and client id of the invoice call it was filed against."
      call_user_id: Int
      call_client_id: Int
    }

    type IncomingEinvoicePage {
      total: Int!
      page: Int!
      rows: [IncomingEinvoice!]!
    }

    extend type Query {
      "The invoices received through the platform, newest first, ten a page."
      incomingEinvoices(status: InboxStatus, page: Int): IncomingEinvoicePage!
    }

    extend type Mutation {
      "Files again a received invoice that could not be filed (after its cause was fixed)."
      refileIncomingEinvoice(id: Int!): IncomingEinvoice!
    }
  `,
  resolvers: {
    Query: {
      incomingEinvoices: async (_, args, ctx) => {
        const f = filterSchema.safeParse(args);
        if (!f.success) throw badInput("Invalid filter", { filter: "invalid" });
        const r = await listInbox(ctx.db, f.data);
        return { total: r.total, page: r.page, rows: r.rows.map(inboxOut) };
      },
    },
    Mutation: {
      refileIncomingEinvoice: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        await refileInbox(ctx.db, args.id, env().DATA_DIR, { id: caller.id, ip: ctx.ip });
        const r = await listInbox(ctx.db, { id: args.id });
        return inboxOut(r.rows[0]!);
      },
    },
  },
};

function inboxOut(r: Awaited<ReturnType<typeof listInbox>>["rows"][number]) {
  return {
    id: r.id,
    received_at: r.receivedAt.toISOString(),
    filename: r.filename,
    format: r.format,
    number: r.number,
    seller_siren: r.sellerSiren,
    ht_cents: r.htCents,
    status: r.status,
    reason: r.reason,
    call_user_id: r.callUserId,
    call_client_id: r.callClientId,
  };
}
