import { recentCreditNotesOnce } from "@/features/billing/recent-credit-notes";
import type { ApiModule } from "@/lib/api/module";
import { countAdminQueues } from "../counts/server/admin-queues";
import { applicationCountsOnce } from "../counts/server/applications";
import type { ClientIds } from "../counts/server/client-ids";
import { invoicesWaitingOnce } from "../counts/server/invoices";
import { oiToSignOnce } from "../counts/server/oi-documents";
import { requireOwnClients, requireOwnUser } from "../counts/server/ownership";
import { publisherPaymentsOnce, waitingCountOf } from "../counts/server/payments";

type ClientArgs = { id_client_perf?: number | null; id_client_coreg?: number | null };
const clientIds = (a: ClientArgs): ClientIds => ({ perf: a.id_client_perf ?? null, coreg: a.id_client_coreg ?? null });

/** The notification counts of the bell (spec section 7); Count comes from the counts module. */
export const notificationsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Publisher applications (postules) being verified."
      getPostuleAttent: Count!
      "Insertion orders signed by their advertiser, awaiting processing."
      getDocumentOiAttent: Count!
      "New programs awaiting validation."
      getProgrammeAttent: Count!
      "Insertion orders the advertiser still has to sign."
      getDocumentOiASigneAn(id_utilisateur: Int!): Count!
      "The advertiser's invoices waiting for payment, on its perf and coreg client ids."
      getfactureAttentAn(id_client_perf: Int, id_client_coreg: Int): Count!
      "The advertiser's credit notes of the last 30 days, on the client ids of its invoices."
      getAvoirsRecentsAn(id_client_perf: Int, id_client_coreg: Int): Count!
      "The publisher's payments waiting, on its perf and coreg client ids."
      getPaiementAttentAf(id_client_perf: Int, id_client_coreg: Int): Count!
      "The publisher's accepted campaigns (spec: accepted applications on programs not deleted), as its dashboard counts them."
      getCampagneValideAf(id_client_perf: Int!): Count!
    }
  `,
  resolvers: {
    Query: {
      getPostuleAttent: async (_, __, ctx) => {
        return { nb: (await ctx.once(countAdminQueues)).applications };
      },
      getDocumentOiAttent: async (_, __, ctx) => {
        return { nb: (await ctx.once(countAdminQueues)).ois };
      },
      getProgrammeAttent: async (_, __, ctx) => {
        return { nb: (await ctx.once(countAdminQueues)).programs };
      },
      getDocumentOiASigneAn: async (_, args, ctx) => {
        requireOwnUser(ctx, "an", args.id_utilisateur);
        return { nb: (await oiToSignOnce(ctx.once, ctx.db, args.id_utilisateur)).length };
      },
      getfactureAttentAn: async (_, args, ctx) => {
        const ids = clientIds(args);
        requireOwnClients(ctx, "an", ids);
        return { nb: (await invoicesWaitingOnce(ctx.once, ctx.db, ids)).count };
      },
      getAvoirsRecentsAn: async (_, args, ctx) => {
        const ids = clientIds(args);
        requireOwnClients(ctx, "an", ids);
        return { nb: (await recentCreditNotesOnce(ctx.once, ctx.db, ids)).count };
      },
      getPaiementAttentAf: async (_, args, ctx) => {
        const ids = clientIds(args);
        requireOwnClients(ctx, "af", ids);
        return { nb: waitingCountOf(await publisherPaymentsOnce(ctx.once, ctx.db, ids)) };
      },
      getCampagneValideAf: async (_, args, ctx) => {
        requireOwnClients(ctx, "af", { perf: args.id_client_perf, coreg: null });
        return { nb: (await applicationCountsOnce(ctx.once, ctx.db, args.id_client_perf)).accepted };
      },
    },
  },
};
