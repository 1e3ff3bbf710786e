import { SHOOT_STATES, type ShootState } from "@/lib/db/schema";
import { postponeShootSchema, reportShootSchema, scheduleShootSchema, shootStateSchema } from "@/lib/validation/shoot";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { creativeViewerOf, parseInput, publisherClientOf } from "../applications/server/scope";
import {
  cancelShoot,
  listShoots,
  postponeShoot,
  reportShoot,
  scheduleShoot,
  setShootState,
  shootCampaigns,
} from "./server/shoots";
import { iso } from "@/lib/api/myaffil/modules/dates";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Publishers' e-mail sends (MesShoots), advertisers' view of them, the administrators' Shootlist. */
export const shootsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type Shoot {
      id: Int!
      campaignId: Int!
      campaignName: String!
      trackingId: String!
      programId: Int!
      programName: String!
      advertiserClientId: Int!
      publisherClientId: Int!
      publisherName: String!
      supportId: Int!
      supportName: String!
      visualId: Int
      visualName: String
      scheduledAt: String!
      "Paris day and time of the send."
      date: String!
      time: String!
      volume: Int!
      "valid, cancelled or postponed."
      state: ShootState!
      sent: Int!
      opens: Int!
      createdAt: String!
    }

    type ShootVisualOption {
      id: Int!
      name: String!
      kind: VisualKind!
    }

    type ShootCampaign {
      id: Int!
      name: String!
      trackingId: String!
      programId: Int!
      programName: String!
      visuals: [ShootVisualOption!]!
    }

    input ScheduleShootInput {
      campaignId: Int!
      supportId: Int!
      visualId: Int
      "YYYY-MM-DD and HH:MM, Paris time."
      date: String!
      time: String!
      volume: Int!
    }

    extend type Query {
      "Shoots in the caller's scope: its own (publisher), on its programs (advertiser), all (admin)."
      shoots(
        state: String
        programId: Int
        campaignId: Int
        publisherClientId: Int
        from: String
        to: String
      ): [Shoot!]!
      "Publishers: the campaigns they may schedule a shoot on, with their visuals."
      shootCampaigns: [ShootCampaign!]!
    }

    extend type Mutation {
      scheduleShoot(input: ScheduleShootInput!): Int!
      "A new date; the shoot becomes postponed."
      postponeShoot(id: Int!, date: String!, time: String!): Boolean!
      cancelShoot(id: Int!): Boolean!
      "The publisher's figures after the send."
      reportShoot(id: Int!, sent: Int!, opens: Int!): Boolean!
      "Administrators: any state."
      setShootState(id: Int!, state: String!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      shoots: async (_, args, ctx) => {
        const viewer = creativeViewerOf(requireCaller(ctx));
        if (args.state && !SHOOT_STATES.includes(args.state as ShootState))
          throw badInput("Unknown state", { state: "choose" });
        if ((args.from && !DAY.test(args.from)) || (args.to && !DAY.test(args.to)))
          throw badInput("Bad date", { from: "date" });
        const rows = await listShoots(ctx.db, viewer, { ...args, state: (args.state as ShootState | null) ?? null });
        return rows.map((r) => ({ ...r, scheduledAt: iso(r.scheduledAt), createdAt: iso(r.createdAt) }));
      },
      shootCampaigns: async (_, __, ctx) => shootCampaigns(ctx.db, publisherClientOf(requireCaller(ctx))),
    },
    Mutation: {
      scheduleShoot: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        return scheduleShoot(ctx.db, client, parseInput(scheduleShootSchema, { visualId: null, ...args.input }, true));
      },
      postponeShoot: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        await postponeShoot(ctx.db, client, parseInput(postponeShootSchema, args));
        return true;
      },
      cancelShoot: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        await cancelShoot(ctx.db, client, args.id);
        return true;
      },
      reportShoot: async (_, args, ctx) => {
        const client = publisherClientOf(requireCaller(ctx));
        await reportShoot(ctx.db, client, parseInput(reportShootSchema, args));
        return true;
      },
      setShootState: async (_, args, ctx) => {
        const input = parseInput(shootStateSchema, args);
        await setShootState(ctx.db, input.id, input.state);
        return true;
      },
    },
  },
};
