import { daySchema, monthSchema, objectiveSchema } from "@/lib/validation/tracking";
import { badInput } from "@/lib/api/errors";
import type { ApiModule } from "@/lib/api/module";
import { isAdvertiserClient, objectivesOf, setObjective, topsOf } from "./server/objectives/objectives";

function fieldError(issues: { path: PropertyKey[]; message: string }[]): never {
  const i = issues[0]!;
  throw badInput(i.message, { [String(i.path[0] ?? "input")]: i.message });
}

function checkRange(from: string, to: string) {
  if (!daySchema.safeParse(from).success) throw badInput("day", { from: "day" });
  if (!daySchema.safeParse(to).success) throw badInput("day", { to: "day" });
  if (from > to) throw badInput("range", { to: "range" });
}

/** Admin `objectifs` (monthly targets per advertiser vs actual) and `toptm` (top publishers and programs). */
export const objectivesModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    "One advertiser client's month: targets beside the roll-up's actual figures. Money in HT cents."
    type AdvertiserObjective {
      advertiserClientId: Int!
      society: String!
      targetLeads: Int!
      targetRevenue: Float!
      leads: Int!
      validLeads: Int!
      revenue: Float!
      payout: Float!
    }

    input ObjectiveInput {
      advertiserClientId: Int!
      "YYYY-MM."
      month: String!
      targetLeads: Int!
      targetRevenueCents: Float!
    }

    "A publisher or a program over a period. Money in HT cents."
    type TopRow {
      id: Int!
      name: String!
      clicks: Int!
      leads: Int!
      validLeads: Int!
      revenue: Float!
      payout: Float!
      margin: Float!
    }

    type TopDay {
      day: String!
      leads: Int!
      revenue: Float!
      margin: Float!
    }

    type Tops {
      publishers: [TopRow!]!
      programs: [TopRow!]!
      daily: [TopDay!]!
    }

    extend type Query {
      "Administrators: every advertiser's targets and actual figures for a month (YYYY-MM)."
      objectives(month: String!): [AdvertiserObjective!]!
      "Administrators: top publishers and programs between two Paris days (inclusive)."
      topTm(from: String!, to: String!): Tops!
    }

    extend type Mutation {
      "Administrators: sets an advertiser's targets for a month."
      setObjective(input: ObjectiveInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      objectives: (_, args, ctx) => {
        if (!monthSchema.safeParse(args.month).success) throw badInput("month", { month: "month" });
        return objectivesOf(ctx.db, args.month);
      },
      topTm: (_, args, ctx) => {
        checkRange(args.from, args.to);
        return topsOf(ctx.db, args.from, args.to);
      },
    },
    Mutation: {
      setObjective: async (_, args, ctx) => {
        const parsed = objectiveSchema.safeParse(args.input);
        if (!parsed.success) fieldError(parsed.error.issues);
        if (!(await isAdvertiserClient(ctx.db, parsed.data.advertiserClientId)))
          throw badInput("client", { advertiserClientId: "client" });
        await setObjective(ctx.db, parsed.data);
        return true;
      },
    },
  },
};
