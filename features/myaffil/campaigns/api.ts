import type { ApiContext } from "@/lib/api/context";
import { requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { campaignFor, listCampaigns, publisherCampaigns, type CampaignItem } from "./server/list";
import { createCampaign, setCampaignState, updateCampaign } from "./server/mutate";
import { viewerOf, type Viewer } from "../programs/server/scope";
import { iso } from "@/lib/api/myaffil/modules/dates";

export const campaignOut = (c: CampaignItem) => ({
  ...c,
  trackingLink: null,
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
});

const viewer = (ctx: ApiContext) => viewerOf(requireCaller(ctx));

async function out(ctx: ApiContext, v: Viewer, id: number) {
  return campaignOut(await campaignFor(ctx.db, v, id));
}

/** MyAffil campaigns: managers' lists and forms, and the publisher's broadcastable campaigns with tracking links. */
export const campaignsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type MyaffilCampaign {
      id: Int!
      programId: Int!
      programName: String!
      "Null for publishers."
      advertiserClientId: Int
      advertiserName: String
      name: String!
      "valide, pause or supprime."
      state: RecordState!
      "Null for a publisher that may not broadcast the program."
      trackingId: String
      "The calling publisher's tracking link; null for others."
      trackingLink: String
      startsOn: String
      endsOn: String
      "HT cents; null: no budget cap (and for publishers)."
      budgetCents: Int
      dailyLeadCap: Int
      totalLeadCap: Int
      visualCount: Int!
      createdAt: String
    }

    "A campaign a publisher may broadcast, with its tracking link."
    type MyaffilPublisherCampaign {
      id: Int!
      programId: Int!
      programName: String!
      name: String!
      state: RecordState!
      model: RemunerationModel!
      publisherPayoutCents: Int!
      landingUrl: String!
      startsOn: String
      endsOn: String
      dailyLeadCap: Int
      totalLeadCap: Int
      trackingId: String!
      trackingLink: String!
      visualCount: Int!
    }

    input MyaffilCampaignFilter {
      "Administrators only."
      advertiserClientId: Int
      programId: Int
      state: String
      search: String
    }

    input MyaffilCampaignInput {
      programId: Int!
      name: String!
      startsOn: String
      endsOn: String
      budgetCents: Int
      dailyLeadCap: Int
      totalLeadCap: Int
    }

    extend type Query {
      "Administrators: every campaign (filters); advertisers: their programs' campaigns."
      myaffilCampaigns(filter: MyaffilCampaignFilter): [MyaffilCampaign!]!
      myaffilCampaign(id: Int!): MyaffilCampaign!
      "Publishers: the campaigns they may broadcast, with their tracking links."
      myaffilPublisherCampaigns: [MyaffilPublisherCampaign!]!
    }

    extend type Mutation {
      createMyaffilCampaign(input: MyaffilCampaignInput!): MyaffilCampaign!
      updateMyaffilCampaign(id: Int!, input: MyaffilCampaignInput!): MyaffilCampaign!
      "valide, pause or supprime."
      setMyaffilCampaignState(id: Int!, state: String!): MyaffilCampaign!
      "Soft delete (state supprime)."
      deleteMyaffilCampaign(id: Int!): MyaffilCampaign!
    }
  `,
  resolvers: {
    Query: {
      myaffilCampaigns: async (_, args, ctx) =>
        (await listCampaigns(ctx.db, viewer(ctx), args.filter ?? {})).map(campaignOut),
      myaffilCampaign: (_, args, ctx) => out(ctx, viewer(ctx), args.id),
      myaffilPublisherCampaigns: (_, __, ctx) => {
        const v = viewerOf(requireCaller(ctx));
        if (v.kind !== "publisher") return [];
        return publisherCampaigns(ctx.db, v.clientId);
      },
    },
    Mutation: {
      createMyaffilCampaign: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, (await createCampaign(ctx.db, v, args.input)).id);
      },
      updateMyaffilCampaign: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, (await updateCampaign(ctx.db, v, args.id, args.input)).id);
      },
      setMyaffilCampaignState: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, (await setCampaignState(ctx.db, v, args.id, args.state)).id);
      },
      deleteMyaffilCampaign: async (_, args, ctx) => {
        const v = viewer(ctx);
        return out(ctx, v, (await setCampaignState(ctx.db, v, args.id, "supprime")).id);
      },
    },
  },
};
