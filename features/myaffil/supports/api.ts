import { z } from "zod";
import { supportSchema } from "@/lib/validation/support";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { parseInput, publisherClientOf } from "../applications/server/scope";
import {
  createSupport,
  deleteSupport,
  listSupports,
  setSupportActive,
  supportsOfUser,
  updateSupport,
  type SupportRow,
} from "./server/supports";
import { iso } from "@/lib/api/myaffil/modules/dates";

const present = (s: SupportRow) => ({ ...s, createdAt: iso(s.createdAt) });
const idSchema = z.number().int().positive();

/** Publishers' supports (supportslist), and a publisher's supports for administrators (list_supports). */
export const supportsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    "A publisher's medium (site, newsletter base, social account…)."
    type Support {
      id: Int!
      publisherClientId: Int!
      name: String!
      "A key of the sign-up broadcast-type list."
      broadcastType: String!
      url: String!
      audience: Int!
      themes: [String!]!
      "valide or pause (deleted ones are not listed)."
      state: String!
      createdAt: String!
    }

    input SupportInput {
      name: String!
      broadcastType: String!
      url: String!
      audience: Int!
      themes: [String!]!
    }

    type PublisherSupports {
      userId: Int!
      email: String!
      society: String!
      firstName: String!
      lastName: String!
      publisherClientId: Int!
      supports: [Support!]!
    }

    extend type Query {
      "The caller's own supports (publisher)."
      mySupports: [Support!]!
      "A publisher user's supports (administrators); null when the user is not a publisher."
      publisherSupports(id_utilisateur: Int!): PublisherSupports
    }

    extend type Mutation {
      createSupport(input: SupportInput!): Support!
      updateSupport(id: Int!, input: SupportInput!): Support!
      setSupportActive(id: Int!, active: Boolean!): Support!
      deleteSupport(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      mySupports: async (_, __, ctx) =>
        (await listSupports(ctx.db, publisherClientOf(requireCaller(ctx)))).map(present),
      publisherSupports: async (_, args, ctx) => {
        const found = await supportsOfUser(ctx.db, args.id_utilisateur);
        if (!found) return null;
        return {
          ...found.user,
          userId: found.user.id,
          publisherClientId: found.publisherClientId,
          supports: found.supports.map(present),
        };
      },
    },
    Mutation: {
      createSupport: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        return present(await createSupport(ctx.db, client, parseInput(supportSchema, args.input)));
      },
      updateSupport: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        const input = parseInput(supportSchema, args.input);
        return present(await updateSupport(ctx.db, parseInput(idSchema, args.id), client, input));
      },
      setSupportActive: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        if (typeof args.active !== "boolean") throw badInput("active");
        return present(await setSupportActive(ctx.db, args.id, client, args.active));
      },
      deleteSupport: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        await deleteSupport(ctx.db, args.id, client);
        return true;
      },
    },
  },
};
