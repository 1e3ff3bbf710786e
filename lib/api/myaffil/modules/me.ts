import type { ApiModule } from "../../module";
import { requireCaller } from "../../guards";

/** The signed-in user (spec section 3). */
export const meModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    "The signed-in user (spec section 3)."
    type Me {
      id: Int!
      email: String!
      first_name: String!
      last_name: String!
      society: String!
      image: String
      law: Law!
      multi_droit: Boolean!
      haswebhook: Boolean!
      id_clien_myaffil: Int
      id_clien_mycoreg: Int
      "0 means not a marketplace client."
      id_clien_leadmarket: Int!
      language: String!
    }

    extend type Query {
      me: Me!
    }
  `,
  resolvers: {
    Query: {
      // The caller's row was read when the request's session was checked: no second read.
      me: (_, __, ctx) => {
        const u = requireCaller(ctx);
        return {
          id: u.id,
          email: u.email,
          first_name: u.firstName,
          last_name: u.lastName,
          society: u.society,
          image: u.image,
          law: u.law,
          multi_droit: u.multiDroit,
          haswebhook: u.haswebhook,
          id_clien_myaffil: u.idClienMyaffil,
          id_clien_mycoreg: u.idClienMycoreg,
          id_clien_leadmarket: u.idClienLeadmarket,
          language: u.language,
        };
      },
    },
  },
};
