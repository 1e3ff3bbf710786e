import type { ApiModule } from "../../module";
import { requireCaller } from "../../guards";
import { approveMember } from "../members/approve";
import { listPendingMembers } from "../members/pending";

/** Administrator decisions on new accounts (the members list builds on this). */
export const membersModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type PendingMember {
      id: Int!
      email: String!
      first_name: String!
      last_name: String!
      society: String!
      law: Law!
      created_at: String!
    }

    extend type Query {
      "Accounts awaiting approval, oldest first."
      pendingMembers: [PendingMember!]!
    }

    extend type Mutation {
      "Approves an account awaiting validation: OK or NOT_PENDING."
      approveMember(user_id: Int!): String!
    }
  `,
  resolvers: {
    Query: {
      pendingMembers: async (_, __, ctx) => {
        const rows = await listPendingMembers(ctx.db);
        return rows.map((r) => ({
          id: r.id,
          email: r.email,
          first_name: r.firstName,
          last_name: r.lastName,
          society: r.society,
          law: r.law,
          created_at: r.createdAt.toISOString(),
        }));
      },
    },
    Mutation: {
      approveMember: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        return approveMember(ctx.db, admin.id, args.user_id);
      },
    },
  },
};
